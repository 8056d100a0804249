import {
  DataGrid,
  type DataGridProps,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';

export interface ServerPagedGridProps<Row extends GridValidRowModel> extends Omit<
  DataGridProps<Row>,
  'rows' | 'rowCount' | 'loading' | 'paginationMode' | 'paginationModel' | 'pageSizeOptions'
> {
  /** The server's answer for the current page. */
  page: { items: readonly Row[]; total: number } | undefined;
  fetching: boolean;
  /** The page asked for is past the end and is being moved back (`useLastPageCorrection`). */
  pastEnd: boolean;
  grid: {
    paginationModel: GridPaginationModel;
    setPaginationModel: (model: GridPaginationModel) => void;
  };
  pageSizes: readonly number[];
}

/**
 * A staff table paged by the server (`useGridUrlState`): while a page past the end is moved
 * back it shows no rows, only the loading state. Sorting and filtering would act on one page
 * only, so they are off unless a table asks for them.
 */
export function ServerPagedGrid<Row extends GridValidRowModel>({
  page,
  fetching,
  pastEnd,
  grid,
  pageSizes,
  ...rest
}: ServerPagedGridProps<Row>) {
  return (
    <DataGrid
      rows={pastEnd ? [] : (page?.items ?? [])}
      rowCount={page?.total ?? 0}
      loading={fetching || pastEnd}
      paginationMode="server"
      paginationModel={grid.paginationModel}
      onPaginationModelChange={grid.setPaginationModel}
      pageSizeOptions={[...pageSizes]}
      autoHeight
      disableColumnMenu
      disableColumnSorting
      disableColumnFilter
      disableRowSelectionOnClick
      {...rest}
    />
  );
}
