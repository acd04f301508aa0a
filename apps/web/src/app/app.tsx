/**
 * A placeholder front page until the console screens land: it proves the server serves the
 * built app and its client-side routes.
 */
export function App() {
  return (
    <main className="placeholder">
      <img src="/logo.svg" alt="" width={72} height={72} />
      <h1>Community Console</h1>
      <p>Members, events, attendance and QR check-in for community organisations.</p>
      <p>
        The API is running: see the <a href="/api/docs">API reference</a>.
      </p>
      <footer>All rights reserved.</footer>
    </main>
  );
}
