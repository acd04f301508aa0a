import { GENDERS, TEXT_LIMITS } from './limits.ts';

/*
 * Every field of a member, once: the schemas, the history, the compare table, the members file,
 * the merge, the care alerts, the database mappings and the web form all derive from this list.
 * Plain data without zod, so that the screens that only label or order fields load no schema code.
 */

/** How a field's value is kept: what it validates as, what the API answers and what column holds it. */
export type MemberFieldKind = 'code' | 'text' | 'date' | 'enum' | 'reference' | 'flag';

export interface MemberFieldSpec {
  readonly kind: MemberFieldKind;
  /** Its column of the members table; none when the API derives the value from other columns. */
  readonly column?: string;
  /** Never empty (the API answers it non-null); any other field is null when empty. */
  readonly required?: boolean;
  /** text: the most characters it takes. */
  readonly limit?: number;
  /** enum: the values it takes. */
  readonly values?: readonly string[];
  /**
   * reference: the API field that carries the referenced row's name beside the id (the field
   * itself). History, the compare table and the members file show the name.
   */
  readonly nameField?: string;
  /** flag: its value when none is given. */
  readonly default?: boolean;
  /** Given when a member is created and replaced (POST and PUT), or only replaced (PUT). */
  readonly input?: 'create' | 'update';
  /**
   * The member form's input for it: a one-line text, a text of several lines, a switch, or the
   * form's own input (a select, a date, an email).
   */
  readonly form?: 'own' | 'line' | 'paragraph' | 'switch';
  /**
   * Care data, which the door shows as an alert when it is filled in: about health, or about food
   * (which the catering summary of an event also counts).
   */
  readonly care?: 'health' | 'food';
  /** Its column of a members file: the export's header, which the import matches too. */
  readonly header?: string;
  /**
   * Other headers the import takes for it: what other tools' and people's spreadsheets call it, in
   * English and in Spanish (compared as the header is).
   */
  readonly otherHeaders?: readonly string[];
  /** A row of the table that compares two members entered twice. */
  readonly compare?: boolean;
  /** A member's history records its changes. */
  readonly history?: boolean;
  /** A merge fills it on the kept member when it is empty there and not on the merged one. */
  readonly mergeFill?: boolean;
}

/** The member's fields in the order the API answers them. */
export const MEMBER_FIELDS = {
  code: { kind: 'code', column: 'code', required: true, header: 'Code', compare: true },
  firstName: {
    kind: 'text',
    column: 'first_name',
    required: true,
    limit: TEXT_LIMITS.name,
    input: 'create',
    form: 'own',
    header: 'First name',
    otherHeaders: ['Given name', 'First', 'Forename', 'Nombre', 'Nombres', 'Nombre de pila'],
    compare: true,
    history: true,
  },
  lastName: {
    kind: 'text',
    column: 'last_name',
    required: true,
    limit: TEXT_LIMITS.name,
    input: 'create',
    form: 'own',
    header: 'Last name',
    otherHeaders: ['Surname', 'Family name', 'Last', 'Apellido', 'Apellidos'],
    compare: true,
    history: true,
  },
  fullname: { kind: 'text', required: true },
  // Optional: a child has none. Only a member who signs in needs one (members.ts, emailNeeded).
  email: {
    kind: 'text',
    column: 'email',
    limit: TEXT_LIMITS.email,
    input: 'create',
    form: 'own',
    header: 'Email',
    otherHeaders: ['Email address', 'Mail', 'Correo', 'Correo electrónico', 'Email personal'],
    compare: true,
    history: true,
  },
  phones: {
    kind: 'text',
    column: 'phones',
    limit: TEXT_LIMITS.phones,
    input: 'create',
    form: 'own',
    header: 'Phones',
    otherHeaders: [
      'Phone',
      'Phone number',
      'Mobile',
      'Mobile phone',
      'Cell',
      'Cell phone',
      'Telephone',
      'Teléfono',
      'Teléfonos',
      'Móvil',
      'Celular',
    ],
    compare: true,
    history: true,
    mergeFill: true,
  },
  gender: {
    kind: 'enum',
    column: 'gender',
    values: GENDERS,
    input: 'create',
    form: 'own',
    header: 'Gender',
    otherHeaders: ['Sex', 'Sexo', 'Género'],
    compare: true,
    history: true,
    mergeFill: true,
  },
  birthDate: {
    kind: 'date',
    column: 'birth_date',
    input: 'create',
    form: 'own',
    header: 'Birth date',
    otherHeaders: ['Birthday', 'Date of birth', 'Birthdate', 'DOB', 'Fecha de nacimiento', 'Nacimiento', 'Cumpleaños'],
    compare: true,
    history: true,
    mergeFill: true,
  },
  civilStatusId: {
    kind: 'reference',
    column: 'civil_status_id',
    nameField: 'civilStatus',
    input: 'create',
    form: 'own',
    header: 'Civil status',
    otherHeaders: ['Marital status', 'Estado civil'],
    compare: true,
    history: true,
    mergeFill: true,
  },
  roleId: {
    kind: 'reference',
    column: 'role_id',
    required: true,
    nameField: 'role',
    input: 'create',
    form: 'own',
    header: 'Role',
    otherHeaders: ['Rol'],
    compare: true,
    history: true,
  },
  education: {
    kind: 'text',
    column: 'education',
    limit: TEXT_LIMITS.freeText,
    input: 'create',
    form: 'line',
    header: 'Education',
    otherHeaders: ['Educación', 'Estudios'],
    compare: true,
    history: true,
    mergeFill: true,
  },
  occupation: {
    kind: 'text',
    column: 'occupation',
    limit: TEXT_LIMITS.freeText,
    input: 'create',
    form: 'line',
    header: 'Occupation',
    otherHeaders: ['Job', 'Profession', 'Ocupación', 'Profesión'],
    compare: true,
    history: true,
    mergeFill: true,
  },
  workSchedule: {
    kind: 'text',
    column: 'work_schedule',
    limit: TEXT_LIMITS.freeText,
    input: 'create',
    form: 'line',
    header: 'Work schedule',
    otherHeaders: ['Horario de trabajo', 'Horario'],
    compare: true,
    history: true,
    mergeFill: true,
  },
  hobbies: {
    kind: 'text',
    column: 'hobbies',
    limit: TEXT_LIMITS.freeText,
    input: 'create',
    form: 'paragraph',
    header: 'Hobbies',
    otherHeaders: ['Interests', 'Aficiones', 'Pasatiempos'],
    compare: true,
    history: true,
    mergeFill: true,
  },
  medicalConditions: {
    kind: 'text',
    column: 'medical_conditions',
    limit: TEXT_LIMITS.freeText,
    input: 'create',
    form: 'paragraph',
    care: 'health',
    header: 'Medical conditions',
    otherHeaders: ['Medical', 'Health', 'Condiciones médicas', 'Salud'],
    compare: true,
    history: true,
    mergeFill: true,
  },
  dietRestrictions: {
    kind: 'text',
    column: 'diet_restrictions',
    limit: TEXT_LIMITS.freeText,
    input: 'create',
    form: 'paragraph',
    care: 'food',
    header: 'Diet restrictions',
    otherHeaders: ['Diet', 'Dietary restrictions', 'Dieta', 'Restricciones alimentarias'],
    compare: true,
    history: true,
    mergeFill: true,
  },
  foodAllergies: {
    kind: 'text',
    column: 'food_allergies',
    limit: TEXT_LIMITS.freeText,
    input: 'create',
    form: 'paragraph',
    care: 'food',
    header: 'Food allergies',
    otherHeaders: ['Allergies', 'Alergias', 'Alergias alimentarias'],
    compare: true,
    history: true,
    mergeFill: true,
  },
  isActiveLaic: {
    kind: 'flag',
    column: 'is_active_laic',
    default: false,
    input: 'create',
    form: 'switch',
    header: 'Active laic',
    history: true,
  },
  isEnabled: { kind: 'flag', column: 'is_enabled', default: true, input: 'update', form: 'switch', history: true },
  status: { kind: 'enum', required: true, values: ['Enabled', 'Disabled'], header: 'Status', compare: true },
} as const satisfies Record<string, MemberFieldSpec>;

type Fields = typeof MEMBER_FIELDS;
export type MemberFieldName = keyof Fields;

/** The fields whose entry has these properties, e.g. `MemberFieldsWhere<{ history: true }>`. */
export type MemberFieldsWhere<Properties> = { [Name in MemberFieldName]: Fields[Name] extends Properties ? Name : never }[MemberFieldName];

/** The columns of the members table that hold a field (`column`). */
export type MemberFieldColumn = {
  [Name in MemberFieldName]: Fields[Name] extends { column: infer Column extends string } ? Column : never;
}[MemberFieldName];

/** The API field that shows a field to a reader: a reference's name, any other field itself. */
export type MemberShownField<Name extends MemberFieldName> = Name extends unknown
  ? Fields[Name] extends { nameField: infer Shown extends string }
    ? Shown
    : Name
  : never;

type NullUnlessRequired<Spec, Value> = Spec extends { required: true } ? Value : Value | null;

/**
 * A field's value as the API answers it; `Flag` and `Code` say how a store keeps flags and the
 * code instead (the database: 0/1 and a generated key).
 */
export type MemberFieldValue<Spec, Flag = boolean, Code = number> = Spec extends { kind: 'code' }
  ? Code
  : Spec extends { kind: 'flag' }
    ? Flag
    : Spec extends { kind: 'reference' }
      ? NullUnlessRequired<Spec, number>
      : Spec extends { kind: 'enum'; values: readonly (infer Value)[] }
        ? NullUnlessRequired<Spec, Value>
        : NullUnlessRequired<Spec, string>;

/** A member as the API answers it: every field, and beside each reference the name of what it names. */
export type MemberValues = { [Name in MemberFieldName]: MemberFieldValue<Fields[Name]> } & {
  [Name in MemberFieldName as Fields[Name] extends { nameField: infer Shown extends string } ? Shown : never]: NullUnlessRequired<
    Fields[Name],
    string
  >;
};

export const MEMBER_FIELD_ENTRIES = Object.entries(MEMBER_FIELDS) as [MemberFieldName, MemberFieldSpec][];

/**
 * The fields, in the API's order, whose entry has `property` (set to `value` when given): typed
 * from the same words as the filter, so the list and its type cannot disagree.
 */
export function memberFieldsWith<Property extends keyof MemberFieldSpec, Value extends NonNullable<MemberFieldSpec[Property]>>(
  property: Property,
  value?: Value,
): MemberFieldsWhere<{ [Key in Property]: Value }>[] {
  return MEMBER_FIELD_ENTRIES.filter(([, spec]) => (value === undefined ? spec[property] !== undefined : spec[property] === value)).map(
    ([name]) => name as MemberFieldsWhere<{ [Key in Property]: Value }>,
  );
}

/** The API field that shows `name` to a reader (see MemberShownField). */
export function memberShownField<Name extends MemberFieldName>(name: Name): MemberShownField<Name> {
  const spec: MemberFieldSpec = MEMBER_FIELDS[name];
  return (spec.nameField ?? name) as MemberShownField<Name>;
}

/** The care fields, which the door shows as alerts (only those filled in), in this order. */
export const MEMBER_CARE_FIELDS = memberFieldsWith('care');
export type MemberCareField = (typeof MEMBER_CARE_FIELDS)[number];

/** The care fields about food, which an event's catering summary counts. */
export const MEMBER_FOOD_CARE_FIELDS = memberFieldsWith('care', 'food');
export type MemberFoodCareField = (typeof MEMBER_FOOD_CARE_FIELDS)[number];

/** The fields a member form sends (create and replace), in the API's order. */
export const MEMBER_INPUT_FIELDS = memberFieldsWith('input');
export type MemberInputField = (typeof MEMBER_INPUT_FIELDS)[number];
