/** The header of a table's last column of row buttons: named for screen readers, blank on screen. */
export function ActionsColumnHeader() {
  return (
    <th scope="col">
      <span className="ui-visually-hidden">Actions</span>
    </th>
  );
}
