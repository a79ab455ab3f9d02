import { describe, expect, it } from 'vitest';
import { messages } from '../contract/messages';
import { parseCreateUserArgs } from './create-user';

const good = [
  '--email',
  'staff@example.com',
  '--password',
  'Staff1234',
  '--first-name',
  'Sam',
  '--last-name',
  'Staff',
  '--category',
  'Internal',
];

describe('create-user arguments', () => {
  it('accepts a full, valid command line', () => {
    expect(parseCreateUserArgs([...good, '--country', 'France'])).toEqual({
      email: 'staff@example.com',
      password: 'Staff1234',
      first_name: 'Sam',
      last_name: 'Staff',
      category: 'Internal',
      country: 'France',
    });
  });

  it('names missing flags and shows the usage', () => {
    expect(() => parseCreateUserArgs(['--email', 'a@b.co'])).toThrow(
      /Missing --password, --first-name, --last-name, --category[\s\S]*Usage:/,
    );
  });

  it('refuses unknown flags', () => {
    expect(() => parseCreateUserArgs([...good, '--admin', 'yes'])).toThrow(/--admin/);
  });

  it.each([
    [['--email', 'nope'], `--email: ${messages.validation.emailInvalid}`],
    [['--password', 'weak'], `--password: ${messages.validation.passwordMin}`],
    [['--category', 'Admin'], '--category: Category must be Internal or Member'],
    [['--first-name', ' '], `--first-name: ${messages.validation.firstNameRequired}`],
  ])('words a bad value with the contract message (%o)', (override, message) => {
    const args = [...good];
    args[args.indexOf(override[0]!) + 1] = override[1]!;
    expect(() => parseCreateUserArgs(args)).toThrow(message);
  });
});
