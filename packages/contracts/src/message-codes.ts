import { messages } from './messages.ts';

/**
 * A message's stable code: its key path in `messages` (`members.emailInUse`) and, for a template,
 * the values filled in (`common.tooLong` with `{max: 100}`). The API sends it beside the English
 * text; the web app translates from it.
 */
export interface MessageCode {
  code: string;
  values?: Record<string, string>;
}

type Leaf = string | { template: string };

function leaves(tree: object, prefix = ''): [string, Leaf][] {
  return Object.entries(tree).flatMap(([key, value]): [string, Leaf][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    if (typeof value === 'function') return [[path, { template: (value as { template: string }).template }]];
    return leaves(value as object, path);
  });
}

const allLeaves = leaves(messages);

/** Every message as `[code, English text or template]`, in the order `messages` declares them. */
export const messageEntries: readonly [string, string][] = allLeaves.map(([code, leaf]) => [
  code,
  typeof leaf === 'string' ? leaf : leaf.template,
]);

const codeByText = new Map<string, string>();
const templates: { code: string; pattern: RegExp; names: string[] }[] = [];
for (const [code, leaf] of allLeaves) {
  if (typeof leaf === 'string') {
    codeByText.set(leaf, code);
    continue;
  }
  const names = [...leaf.template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string);
  const source = leaf.template
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  templates.push({ code, pattern: new RegExp(`^${source}$`), names });
}

/** The code of a shared message's English text, or undefined for a text that is not one of them. */
export function messageCode(text: string): MessageCode | undefined {
  const code = codeByText.get(text);
  if (code) return { code };
  for (const { code: templateCode, pattern, names } of templates) {
    const match = pattern.exec(text);
    if (match) return { code: templateCode, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] as string])) };
  }
  return undefined;
}
