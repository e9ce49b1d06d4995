import { NotFound } from '@events/ui/not-found';
import { Link, Route, Routes } from 'react-router';

/**
 * The screens of this remote, matched against the full pathname. The shell hands it `/manage/venues/claims/` and `/editor/*`
 * (shell/src/app/route-table.ts). Its screens arrive with their issues; until then every address
 * under those prefixes answers "Page not found" inside the main region.
 */
export function EditorRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFound LinkComponent={Link} />} />
    </Routes>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default EditorRoutes;
