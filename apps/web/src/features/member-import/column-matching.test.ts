import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { fieldsMatchedTwice, guessMatches, toImportCsv } from './column-matching.ts';

describe('guessMatches', () => {
  it('matches headers by field name or export header, ignoring case, spaces, _ and -, and leaves code and strangers out', () => {
    // 'e-mail' is 'email' once the hyphen is dropped, so the later 'Email' column is the second one.
    expect(guessMatches(['Code', 'FIRST NAME', 'last_name', 'e-mail', 'Email', 'roleId', 'Notes', 'Birth Date'])).toEqual([
      null,
      'firstName',
      'lastName',
      'email',
      null,
      'role',
      null,
      'birthDate',
    ]);
  });

  it('matches the household columns by name or header, as the server reads them', () => {
    expect(guessMatches(['First name', 'Household', 'household role'])).toEqual(['firstName', 'household', 'householdRole']);
    expect(guessMatches(['householdRole', 'HOUSEHOLD'])).toEqual(['householdRole', 'household']);
  });

  it('matches a field once: a second column with the same name is left out', () => {
    expect(guessMatches(['Email', 'EMAIL'])).toEqual(['email', null]);
  });
});

describe('fieldsMatchedTwice', () => {
  it('names the fields a person matched to two columns', () => {
    expect(fieldsMatchedTwice(['email', null, 'email', 'phones'])).toEqual(['email']);
    expect(fieldsMatchedTwice(['email', 'phones'])).toEqual([]);
  });
});

describe('toImportCsv', () => {
  it('writes the matched columns under their field names, quoting what needs quoting, and nothing else', () => {
    const rows = [
      ['Pérez, "la Jefa"', 'x', 'Ana', '+1 555 0100'],
      ['Line one\nline two', 'y', 'Bruno', '=1+1'],
    ];
    const csv = toImportCsv(rows, ['lastName', null, 'firstName', 'phones']);
    expect(csv.split('\r\n')[0]).toBe('lastName,firstName,phones');
    // Read back by the same library: every cell as it was, the unmatched column gone.
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['lastName', 'firstName', 'phones'],
      ['Pérez, "la Jefa"', 'Ana', '+1 555 0100'],
      ['Line one\nline two', 'Bruno', '=1+1'],
    ]);
  });
});
