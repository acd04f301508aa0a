import { CsvError } from 'csv-parse';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_LINES,
  IMPORT_MAX_ROWS,
  ROLE_IDS,
  MEMBER_FIELDS,
  createMemberSchema,
  issueToken,
  matchImportColumn,
  memberFieldsWith,
  messageFields,
  messages,
  unguardFormula,
  type CreateMemberInput,
  type MemberFieldSpec,
  type MemberFieldsWhere,
  HOUSEHOLD_ROLES,
  roleByAge,
  TEXT_LIMITS,
  type HouseholdRole,
  type ImportHouseholdColumn,
  type MemberCsvField,
  type MemberImportField,
  type MemberImportQuery,
  type MemberImportResult,
  type MessageToken,
  normalizeText,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { CsvLimitError, readCsv, type CsvLimits } from '../../lib/csv-reader.ts';
import { badRequest } from '../../lib/errors.ts';
import { inSlices } from '../../lib/in-slices.ts';
import { normalizeEmail } from '../../lib/text.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChanges } from '../audit/changes.service.ts';
import type { Authority } from '../auth/auth.service.ts';
import { listCivilStatuses, listRoles } from '../reference/reference.repository.ts';
import { memberChanges } from './history.service.ts';
import { insertChanges } from './history.repository.ts';
import { insertHouseholds } from '../households/households.repository.ts';
import * as repo from './members.repository.ts';
import { toMember } from './members.service.ts';

const m = messages.imports;
type Row = Partial<Record<MemberImportField | ImportHouseholdColumn, string>>;
type RowError = MemberImportResult['errors'][number];
type NewMember = CreateMemberInput & { isEnabled: boolean };

/** The spreadsheet's row number of the record at `index` (the header is row 1). */
const rowNumber = (index: number) => index + 2;

/** Rows checked, or written with their history, between two turns of the event loop (decision 027). */
const ROWS_PER_SLICE = 100;

const LIMITS: CsvLimits = {
  records: IMPORT_MAX_ROWS + 1,
  lines: IMPORT_MAX_LINES,
  columns: IMPORT_MAX_COLUMNS,
  cellChars: IMPORT_MAX_CELL_CHARS,
};

const formatted = (value: number) => value.toLocaleString('en');

/** The answer to a file that passed a limit (docs/product.md §4.7): the whole file is refused. */
function limitPassed({ limit, record }: CsvLimitError) {
  // What the API answers a control character anywhere else (plugins/control-characters.ts).
  if (limit === 'controlCharacter') return badRequest(messages.common.invalidInput, { body: [messages.common.controlCharacters] });
  const text = {
    records: () => m.tooManyRows({ max: formatted(IMPORT_MAX_ROWS) }),
    lines: () => m.tooManyLines({ max: formatted(IMPORT_MAX_LINES) }),
    columns: () => m.tooManyColumns({ max: formatted(IMPORT_MAX_COLUMNS) }),
    // The header is row 1, as a spreadsheet numbers it.
    cellChars: () => m.cellTooLong({ row: record, max: formatted(IMPORT_MAX_CELL_CHARS) }),
  }[limit]();
  return badRequest(text, { file: [text] });
}

/**
 * The file's records as objects keyed by member field (or household column); columns that name
 * neither are left out.
 * The file is read as a stream that stops at the first limit passed (lib/csv-reader.ts).
 */
async function readRecords(file: Uint8Array): Promise<Row[]> {
  const rows: Row[] = [];
  let fields: (MemberCsvField | ImportHouseholdColumn | undefined)[] | undefined;
  try {
    for await (const records of readCsv(file, LIMITS)) {
      for (const cells of records) {
        if (!fields) {
          fields = cells.map((name) => matchImportColumn(name));
          continue;
        }
        const row: Row = {};
        for (const [index, field] of fields.entries()) {
          const cell = cells[index];
          if (field && field !== 'code' && cell !== undefined) row[field] = unguardFormula(cell);
        }
        rows.push(row);
      }
    }
  } catch (error) {
    if (error instanceof CsvLimitError) throw limitPassed(error);
    if (!(error instanceof CsvError)) throw error;
    const line = (error as { lines?: number }).lines ?? 1;
    throw badRequest(m.notCsv({ line }), { file: [m.notCsv({ line })] });
  }
  if (!fields) throw badRequest(m.noHeader, { file: [m.noHeader] });
  return rows;
}

interface Lookups {
  roles: Map<string, number>;
  civilStatuses: Map<string, number>;
}

/** A reference given by id or by name (any case): its id, `undefined` when it names nothing. */
function referenceId(references: Map<string, number>, cell: string): number | undefined {
  return references.get(cell.trim().toLowerCase());
}

async function loadLookups(db: Db): Promise<Lookups> {
  const byIdOrName = (rows: { id: number; name: string }[]) =>
    new Map(rows.flatMap((row) => [[String(row.id), row.id] as const, [row.name.toLowerCase(), row.id] as const]));
  return { roles: byIdOrName(await listRoles(db)), civilStatuses: byIdOrName(await listCivilStatuses(db)) };
}

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n', '']);

interface FieldError {
  field: string;
  token: MessageToken;
}

/**
 * The row errors of a file as the answer gives them: the first IMPORT_MAX_ERRORS, each with its
 * English message and code, and how many more there are (docs/api.md, "Import"). A file of 50,000
 * bad rows would otherwise answer a list of them all, built and sent while the stations wait.
 */
class RowErrors {
  private readonly listed: RowError[] = [];
  private readonly rows: number[] = [];
  count = 0;

  add(row: number, name: string | null, errors: FieldError[]) {
    this.rows.push(row);
    for (const { field, token } of errors) {
      this.count += 1;
      if (this.listed.length < IMPORT_MAX_ERRORS) this.listed.push({ row, name, field, ...messageFields(token) });
    }
  }

  answer(): Pick<MemberImportResult, 'errors' | 'moreErrors' | 'rejectedRows'> {
    const more = this.count - this.listed.length;
    return { errors: this.listed, ...(more > 0 && { moreErrors: more }), rejectedRows: this.rows };
  }
}

/** A row's person as the answer names them: the first and last name as written, null when neither is. */
function nameOf(names: { firstName?: string | undefined; lastName?: string | undefined }): string | null {
  const name = [names.firstName, names.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
}

/** The fields a file gives as they are written; references are looked up by id or name instead. */
const CELL_FIELDS = memberFieldsWith('input', 'create').filter(
  (field): field is Exclude<typeof field, MemberFieldsWhere<{ kind: 'reference' }>> => MEMBER_FIELDS[field].kind !== 'reference',
);
const FLAG_FIELDS = CELL_FIELDS.filter((field) => MEMBER_FIELDS[field].kind === 'flag');

/**
 * A record's cells as the member form would send them: text as written (an absent required one
 * empty), an enum's value in any case, a flag Yes or No.
 */
function cellValues(row: Row) {
  const values: Record<string, unknown> = {};
  for (const field of CELL_FIELDS) {
    const spec: MemberFieldSpec = MEMBER_FIELDS[field];
    const text = row[field]?.trim() ?? '';
    if (spec.kind === 'flag') values[field] = YES.has(text.toLowerCase());
    else if (spec.kind === 'enum')
      values[field] = text === '' ? null : (spec.values?.find((value) => value.toLowerCase() === text.toLowerCase()) ?? text);
    else values[field] = row[field] ?? (spec.required ? '' : undefined);
  }
  return values;
}

/** The household a row puts its member in: its name, and the role the row gives (none: by age). */
interface HouseholdCell {
  name: string;
  role: HouseholdRole | undefined;
}

/** One record as a new member, or the errors that keep it out, with the member form's messages. */
function toNewMember(
  row: Row,
  lookups: Lookups,
  auth: Authority,
): { member?: NewMember; household?: HouseholdCell | undefined; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const cell = (field: MemberImportField | ImportHouseholdColumn) => row[field]?.trim() ?? '';

  // No role column, or an empty cell, makes a Member: what a list of people coming in is.
  const roleId = cell('role') === '' ? ROLE_IDS.member : referenceId(lookups.roles, cell('role'));
  if (roleId === undefined) errors.push({ field: 'role', token: messages.members.roleUnknown });
  else if (roleId === ROLE_IDS.administrator && auth.roleId !== ROLE_IDS.administrator)
    errors.push({ field: 'role', token: messages.members.coordinatorCannotGrantAdmin });
  const civilStatusId = cell('civilStatus') === '' ? null : referenceId(lookups.civilStatuses, cell('civilStatus'));
  if (civilStatusId === undefined) errors.push({ field: 'civilStatus', token: messages.members.civilStatusUnknown });

  for (const field of FLAG_FIELDS) {
    const answer = cell(field).toLowerCase();
    if (!YES.has(answer) && !NO.has(answer)) errors.push({ field, token: m.yesNoInvalid });
  }
  const status = cell('status').toLowerCase();
  if (!['', 'enabled', 'disabled'].includes(status)) errors.push({ field: 'status', token: m.statusInvalid });

  const household = cell('household');
  if (household.length > TEXT_LIMITS.name) errors.push({ field: 'household', token: messages.common.tooLong({ max: TEXT_LIMITS.name }) });
  const roleCell = cell('householdRole').toLowerCase();
  const householdRole = HOUSEHOLD_ROLES.find((role) => role === roleCell);
  if (roleCell !== '' && !householdRole) errors.push({ field: 'householdRole', token: messages.households.memberRoleInvalid });

  const parsed = createMemberSchema.safeParse({
    ...cellValues(row),
    roleId: roleId ?? ROLE_IDS.member,
    civilStatusId: civilStatusId ?? null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors.push({ field: String(issue.path[0] ?? 'row'), token: issueToken(issue.message) });
  }
  if (errors.length > 0 || !parsed.success) return { errors };
  const member = { ...parsed.data, isEnabled: status !== 'disabled' };
  return { member, household: household === '' ? undefined : { name: household, role: householdRole }, errors };
}

/**
 * The households a file makes: one per household name (case and accents aside, the first row's
 * spelling), with the rows of its new members in file order.
 */
function householdsOf(fresh: readonly { row: number; household?: HouseholdCell | undefined }[]) {
  const byName = new Map<string, { name: string; rows: number[]; members: number[] }>();
  for (const [index, { row, household }] of fresh.entries()) {
    if (!household) continue;
    const key = normalizeText(household.name);
    const group = byName.get(key) ?? { name: household.name, rows: [], members: [] };
    group.rows.push(row);
    group.members.push(index);
    byName.set(key, group);
  }
  return [...byName.values()];
}

/** Same first and last name (case and accents aside) and birth date: the key of a likely duplicate. */
const personKey = (member: { firstName: string; lastName: string; birthDate: string | null }) =>
  member.birthDate === null ? undefined : `${normalizeText(`${member.firstName} ${member.lastName}`)}|${member.birthDate}`;

/**
 * Reads a members file and, unless it is a dry run, creates its new members in one transaction
 * with their history. All or nothing unless `skipInvalid`: a file with any row error creates
 * nothing and answers 400 with the same body; with `skipInvalid` the rows without errors are
 * created and the others left out (docs/decisions/050). Rows that match an existing member are
 * reported and skipped.
 */
export async function importMembers(
  db: Db,
  auth: Authority,
  actor: Actor,
  file: Uint8Array,
  { dryRun, skipInvalid }: MemberImportQuery,
): Promise<{ status: 200 | 400; result: MemberImportResult }> {
  const records = await readRecords(file);
  const lookups = await loadLookups(db);
  const errors = new RowErrors();
  const candidates: { row: number; member: NewMember; household?: HouseholdCell | undefined }[] = [];
  const rowByEmail = new Map<string, number>();
  let rowsWithErrors = 0;
  let index = 0;
  // Checking 50,000 rows takes seconds: a slice at a time, the stations answered between two.
  for await (const slice of inSlices(records, ROWS_PER_SLICE)) {
    for (const record of slice) {
      const row = rowNumber(index++);
      const { member, household, errors: rowErrors } = toNewMember(record, lookups, auth);
      if (!member) {
        rowsWithErrors += 1;
        errors.add(row, nameOf(record), rowErrors);
        continue;
      }
      // Rows without an email repeat none.
      const email = member.email === null ? undefined : normalizeEmail(member.email);
      const earlier = email === undefined ? undefined : rowByEmail.get(email);
      if (earlier !== undefined) {
        rowsWithErrors += 1;
        errors.add(row, nameOf(member), [{ field: 'email', token: m.emailRepeated({ row: earlier }) }]);
        continue;
      }
      if (email !== undefined) rowByEmail.set(email, row);
      candidates.push({ row, member, household });
    }
  }
  const valid = records.length - rowsWithErrors;

  return inTransaction(
    db,
    async (trx) => {
      const existingByEmail = await repo.findCodesByEmails(trx, [...rowByEmail.keys()]);
      const personKeys = candidates.flatMap(({ member }) => personKey(member) ?? []);
      const existingByPerson = await repo.findCodesByPeople(trx, personKeys);
      const duplicates: MemberImportResult['duplicates'] = [];
      const fresh: typeof candidates = [];
      for (const candidate of candidates) {
        const { row, member } = candidate;
        const byEmail = member.email === null ? undefined : existingByEmail.get(normalizeEmail(member.email));
        const byPerson = existingByPerson.get(personKey(member) ?? '');
        if (byEmail !== undefined) duplicates.push({ row, name: nameOf(member), memberCode: byEmail, reason: 'email' });
        else if (byPerson !== undefined) duplicates.push({ row, name: nameOf(member), memberCode: byPerson, reason: 'nameAndBirthDate' });
        else fresh.push(candidate);
      }
      const households = householdsOf(fresh);
      const result = {
        rows: records.length,
        valid,
        created: 0,
        ...errors.answer(),
        duplicates,
        households: households.map(({ name, rows }) => ({ name, rows })),
      };
      if (errors.count > 0 && !skipInvalid) return { status: 400 as const, result };
      if (dryRun) return { status: 200 as const, result };

      const now = Date.now();
      const codes = await repo.insertMembers(
        trx,
        fresh.map(({ member }) => member),
        now,
      );
      const householdIds = await insertHouseholds(
        trx,
        households.map(({ name, members }) => ({
          name,
          members: members.map((index) => {
            const { member, household } = fresh[index]!;
            // The import's day in UTC, as every stored instant.
            return { code: codes[index]!, role: household?.role ?? roleByAge(member.birthDate, new Date(now).toISOString().slice(0, 10)) };
          }),
        })),
        now,
      );
      for await (const slice of inSlices(codes, ROWS_PER_SLICE)) {
        const created = await repo.findMembers(trx, slice);
        const members = created.map(toMember);
        await insertChanges(
          trx,
          members.flatMap((member) => memberChanges(null, member, auth.code, now)),
        );
        const changes = members.map((member) => ({
          action: 'member.created' as const,
          target: { kind: 'member' as const, id: member.code },
          data: { ...member, pickups: [] },
        }));
        await recordChanges(trx, actor, changes, now);
      }
      const householdChanges = householdIds.map((id) => ({
        action: 'household.created' as const,
        target: { kind: 'household' as const, id },
      }));
      await recordChanges(trx, actor, householdChanges, now);
      return { status: 200 as const, result: { ...result, created: codes.length } };
    },
    { serializable: true },
  );
}
