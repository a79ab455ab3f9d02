import { describe, expect, it } from 'vitest';
import * as analytics from './analytics';
import * as auth from './auth';
import * as contact from './contact';
import * as errors from './errors';
import { messages } from './index';
import * as internal from './internal';
import * as settings from './settings';
import * as snippets from './snippets';
import * as upload from './upload';

const resources = { analytics, auth, contact, errors, internal, settings, snippets, upload };

/** Every key each resource module gives the section `suffix` (`ValidationMessages`, `ErrorMessages`…) of the catalogue. */
const keysOf = (suffix: string): string[] =>
  Object.values(resources).flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith(suffix) || (suffix === 'ErrorMessages' && name === 'errorMessages'))
      .flatMap(([, part]) => Object.keys(part as object)),
  );

describe('the message catalogue, gathered from one module per resource', () => {
  it.each([
    ['validation', 'ValidationMessages'],
    ['errors', 'ErrorMessages'],
    ['success', 'SuccessMessages'],
  ] as const)('%s holds every resource’s messages, none hidden by another of the same name', (section, suffix) => {
    const keys = keysOf(suffix);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size, keys.filter((k, i) => keys.indexOf(k) !== i).join()).toBe(keys.length);
    expect(Object.keys(messages[section]).sort()).toEqual([...keys].sort());
  });
});
