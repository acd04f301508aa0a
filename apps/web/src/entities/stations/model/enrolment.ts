/** The characters of a code shown together: "KQ7M A3XD" is read and typed more surely than "KQ7MA3XD". */
const CODE_GROUP = 4;

/** An enrolment code in groups of four, as the kiosk's form accepts it (spaces are ignored there). */
export function groupCode(code: string): string[] {
  const groups: string[] = [];
  for (let start = 0; start < code.length; start += CODE_GROUP) groups.push(code.slice(start, start + CODE_GROUP));
  return groups;
}

/** Where a device becomes the station: the kiosk page of this console, the code in its query. */
export function enrolmentAddress(origin: string, code: string): string {
  return `${origin}/station?${new URLSearchParams({ code }).toString()}`;
}
