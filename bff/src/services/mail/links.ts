/** Every distinct http(s) link in a text, in order: logged for file-transport mails so a developer can click them. */
export const extractLinks = (text: string): string[] => {
  const found = text.match(/https?:\/\/[^\s<>"'()[\]]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))];
};
