/** The app shell's first cut: the screens of the spec arrive with the web issues. */
export function App() {
  return (
    <main className="landing">
      <h1>Study Abroad Portal</h1>
      <p>
        Browse courses in the UK, Canada, Hungary, Germany, Australia and the Netherlands, shortlist them and
        apply.
      </p>
      <p className="landing__note">The student screens are on their way. The API is live.</p>
      <a className="landing__link" href="/api/docs">
        Explore the API
      </a>
    </main>
  );
}
