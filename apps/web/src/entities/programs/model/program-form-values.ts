import type { z } from 'zod';
import { createProgramSchema, type Program } from '@console/contracts';

/** The program form validates with the server's own schema, so rules and messages are the same on both sides. */
export const programFormSchema = createProgramSchema;
export type ProgramFormValues = z.input<typeof programFormSchema>;
export type ProgramFormOutput = z.output<typeof programFormSchema>;

/** Every field of the form, for showing a refused save's field errors. */
export const PROGRAM_FORM_FIELDS = ['categoryId', 'name', 'description'] as const satisfies readonly (keyof ProgramFormValues)[];

/** New Program starts empty; the category must be chosen. */
export function emptyProgramValues(): Partial<ProgramFormValues> {
  return { name: '', description: '' };
}

/** A stored program as form values (no description as '', so the input stays controlled). */
export function toProgramFormValues(program: Program): ProgramFormValues {
  return { categoryId: program.categoryId, name: program.name, description: program.description ?? '' };
}
