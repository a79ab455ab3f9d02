/** Up to two upper-case initials from a first and last name ("?" when both are empty). */
export function initials(firstName: string, lastName: string): string {
  const letters = [firstName, lastName].map((part) => part.trim().charAt(0).toUpperCase()).join('');
  return letters || '?';
}
