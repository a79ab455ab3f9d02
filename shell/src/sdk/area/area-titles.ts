/** Each signed-in area's name, at the top of its sidebar (SPEC §2); the shell's frame shows it too while the area loads. */
export const areaTitles = {
  members: 'Member Portal',
  internal: 'Internal Management',
} as const;
