import { describe, expect, it } from 'vitest';
import { messageEntries } from '@console/contracts';
import { en } from './en.ts';
import { es } from './es.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)/g)].map((match) => match[1]).sort();
const english = new Map(leaves(en as unknown as Tree));
const spanish = leaves(es as unknown as Tree);

// Texts that read the same in both languages: the language names, numbers and names filled in.
const SAME_IN_BOTH = new Set([
  'languages.en',
  'languages.es',
  'kiosk.english',
  'kiosk.spanish',
  'common.no',
  'toast.danger',
  'events.attendanceOf',
  'events.titleWith',
  'events.ages.range',
  'home.cardAction',
  'checkIn.cameraNumber',
  'memberImport.errorItem',
  // Spanish says webhook too.
  'nav.webhooks',
  'webhooks.title',
  'audit.targetNumbered',
]);

describe('the Spanish catalog', () => {
  it('has exactly the English keys', () => {
    expect(spanish.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
  });

  it('translates every text (none left in English, none empty)', () => {
    const untranslated = spanish.filter(([key, text]) => !SAME_IN_BOTH.has(key) && (text.trim() === '' || text === english.get(key)));
    expect(untranslated).toEqual([]);
  });

  it('keeps every value a text fills in ({{name}}, {{count}})', () => {
    const mismatched = spanish.filter(([key, text]) => variables(text).join() !== variables(english.get(key) ?? '').join());
    expect(mismatched).toEqual([]);
  });

  it('names the checked-in state one way, "Con entrada" (the door’s "Presentes" is another state: in and not yet collected)', () => {
    const spanishOf = (englishTexts: string[]) => spanish.filter(([key]) => englishTexts.includes(english.get(key) ?? ''));
    const states = spanishOf(['Checked in', 'Checked In', 'Checked']);
    expect(states.length).toBeGreaterThanOrEqual(8);
    expect(new Set(states.map(([, text]) => text))).toEqual(new Set(['Con entrada']));
    expect(new Set(spanishOf(['Already checked in']).map(([, text]) => text))).toEqual(new Set(['Ya con entrada']));
    expect(new Set(spanishOf(['Not checked in']).map(([, text]) => text))).toEqual(new Set(['Sin entrada']));
    // "Registrado" alone reads as registered (inscribed): no checked-in text is said with it.
    expect(spanish.filter(([, text]) => /\bya (estaba )?registrad|están registrad|niño registrad/i.test(text))).toEqual([]);
  });

  it('translates the fixed roles', () => {
    expect(es.members.roleName).toEqual({ administrator: 'Administrador', coordinator: 'Coordinador', member: 'Miembro' });
  });

  it('has a text for every message code of the contracts, with the same values', () => {
    const byKey = new Map(spanish);
    const missing = messageEntries.filter(([code, text]) => {
      const translated = byKey.get(`api.${code}`);
      return !translated || translated === text || variables(translated).join() !== variables(text).join();
    });
    expect(missing).toEqual([]);
  });
});
