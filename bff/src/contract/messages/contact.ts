/** The public contact form (product §5, §8). */
export const contactValidationMessages = {
  contactAllFields: 'Please fill in all fields',
  messageRequired: 'Message is required',
  /** Title of the contact form's empty-submit message (product §5; on the form itself since issue #24.5). */
  title: 'Validation Error',
} as const;

export const contactErrorMessages = {
  contact: 'Something went wrong. Please try again.',
} as const;

export const contactSuccessMessages = {
  contactTitle: 'Success!',
  contact: 'Thank you for your interest! We will get back to you soon.',
} as const;
