/** Touch targets of the kiosk: at least 64 px every way, text a family reads from a step back. */
export const TARGET = 72;
export const KEY = 88;
