// The yardstick: a page of React and react-dom alone, built as the apps are (rspack, production), so
// the bench can print each page's figures beside the floor any React page of this kind stands on.
import { createRoot } from 'react-dom/client';

function Page() {
  return (
    <main>
      <h1>Yardstick</h1>
      <p>React and react-dom alone, rendered once: the floor under every page of the booking site.</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<Page />);
