import type { GridActionsColDef, GridValidRowModel } from '@mui/x-data-grid';

type ColumnSize = { width: number } | { minWidth: number };

/** A grid's last column: each row's buttons (or menu items), headed 'Actions' unless told. */
export function actionsColumn<Row extends GridValidRowModel>(
  getActions: GridActionsColDef<Row>['getActions'],
  size: ColumnSize,
  headerName = 'Actions',
): GridActionsColDef<Row> {
  return { field: 'actions', type: 'actions', headerName, ...size, getActions };
}
