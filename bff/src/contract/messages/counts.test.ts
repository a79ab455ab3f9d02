import { describe, expect, it } from 'vitest';
import { recordCount, rowCount, withThousands } from './counts';
import { uploadRefusedMessage, uploadSuccessMessage } from './upload';

describe('count texts, alike in the preview, the result and the CLI (#24.12)', () => {
  it('groups thousands with commas', () => {
    expect([0, 7, 999, 1000, 12345, 100000, 1234567].map(withThousands)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '100,000',
      '1,234,567',
    ]);
  });

  it('says record or records, row or rows', () => {
    expect([recordCount(1), recordCount(2), recordCount(2500)]).toEqual(['1 record', '2 records', '2,500 records']);
    expect([rowCount(1), rowCount(2), rowCount(2500)]).toEqual(['1 row', '2 rows', '2,500 rows']);
  });

  it('words the upload result and refusal with them', () => {
    expect(uploadSuccessMessage(1, 'authors')).toBe('Successfully uploaded 1 record to authors table');
    expect(uploadSuccessMessage(12000, 'snippets')).toBe('Successfully uploaded 12,000 records to snippets table');
    expect(uploadRefusedMessage(1500)).toBe('Nothing was uploaded: 1,500 records have problems');
  });
});
