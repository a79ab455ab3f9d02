/** The contact form's four fields (product §3). */
export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

/** Sends a contact message; rejects when it could not be delivered. */
export type ContactSubmit = (input: ContactInput) => Promise<void>;

/** product §4, §9: how long the simulated submission takes. */
export const CONTACT_DELAY_MS = 1000;

/** product §4: the form calls no server; it waits the simulated delay and reports success. */
export const simulateContactSubmit: ContactSubmit = () =>
  new Promise((resolve) => {
    setTimeout(resolve, CONTACT_DELAY_MS);
  });
