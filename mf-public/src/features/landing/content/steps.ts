/** The three steps of product §2 "get-started". */
export interface Step {
  title: string;
  body: string;
}

export const steps: readonly Step[] = [
  {
    title: 'Decide',
    body: 'Pick your goal: a first job, a promotion, a new field. Not sure yet? Your free skills snapshot will point the way.',
  },
  {
    title: 'Sign Up in 30 seconds',
    body: 'Your name, your e-mail, your country and a password. That is all it takes.',
  },
  {
    title: 'Start',
    body: 'Open your personal learning path and take the first step today. Progress shows from week one.',
  },
];
