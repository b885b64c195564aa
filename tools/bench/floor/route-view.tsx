// The floor's page: the bench builds the shell with this module in place of its route view
// (src/floor.mjs), so that the shell starts as it does on every page (federation runtime, config,
// settings, navbar, step bar, footer) and then shows what the yardstick shows, with no remote.
export function RouteView() {
  return (
    <>
      <h1>Floor</h1>
      <p>The shell around a bare page: the part of every page that is the host&apos;s own.</p>
    </>
  );
}
