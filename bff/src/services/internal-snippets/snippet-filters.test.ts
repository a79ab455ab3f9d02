import { describe, expect, it } from 'vitest';
import { containsPattern, hasTrigram } from './snippet-filters';

describe('containsPattern', () => {
  it('matches q anywhere, its own wildcards and escape character taken literally', () => {
    expect(containsPattern('more')).toBe('%more%');
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});

describe('hasTrigram', () => {
  it('is true only with a run of three letters or digits, where the trigram index can help', () => {
    for (const q of ['the', 'okafor', '123', 'is the', 'zoë', '名言集']) expect(hasTrigram(q), q).toBe(true);
    for (const q of ['o', 'ok', 'a b', 'e 1', '%_%', 'ab-cd', '']) expect(hasTrigram(q), q).toBe(false);
  });
});
