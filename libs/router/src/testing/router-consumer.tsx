// A front end's use of the shared router (the shell's router, a route, a link, a hook), built by
// libs/build-config/src/shared-router.spec.ts to see what of react-router reaches the chunks.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from '@events/router';

function Where() {
  return <p>{useLocation().pathname}</p>;
}

createRoot(document.body).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<Where />} />
    </Routes>
    <Link to="/events/">Events</Link>
  </BrowserRouter>,
);
