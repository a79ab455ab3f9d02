/** The scroll sections of product §2 in page order; the navigation links to the labelled ones. */
export const sectionIds = ['hero', 'intro', 'new-world', 'the-numbers', 'our-offer', 'who-are-you', 'get-started', 'contact'] as const;
export type SectionId = (typeof sectionIds)[number];

export const navSections: readonly { id: SectionId; label: string }[] = [
  { id: 'new-world', label: 'New World' },
  { id: 'the-numbers', label: 'The Numbers' },
  { id: 'our-offer', label: 'Our Offer' },
  { id: 'who-are-you', label: 'Who Are You' },
  { id: 'contact', label: 'Contact' },
];
