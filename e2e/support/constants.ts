/** The browser tests' server port; E2E_PORT moves it when another run holds 3210. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The HTTPS door's server (HTTPS=self-signed), on the port after E2E_PORT unless E2E_HTTPS_PORT says. */
export const E2E_HTTPS_PORT = Number(process.env.E2E_HTTPS_PORT ?? E2E_PORT + 1);
export const E2E_ADMIN = { email: 'admin@example.com', password: 'E2e!Passw0rd' } as const;
/** Every member the tests create signs in with this password when it needs to. */
export const E2E_PASSWORD = 'Member!Pass1';
