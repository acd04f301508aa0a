/** `GET /api/members/{code}/data` (Administrators only): the person's data document, which the browser saves as a file. */
export function memberDataUrl(code: number): string {
  return `/api/members/${code}/data`;
}
