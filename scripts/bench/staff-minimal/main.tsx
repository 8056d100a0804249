// The bench's floor for a staff screen (scripts/bench-web.mjs builds it; never shipped): the
// same React, MUI and DataGrid as the staff app, one file, fetching the rows the screen shows
// (`?rows=<API path>`) with the stored staff token and showing them in a grid.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Row = Record<string, unknown> & { id: number };

const SHOWN_COLUMNS = 6;

function storedToken(): string {
  try {
    return (
      (JSON.parse(localStorage.getItem('user_cred') ?? '{}') as { token?: string }).token ?? ''
    );
  } catch {
    return '';
  }
}

function Rows() {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    const api = new URLSearchParams(window.location.search).get('rows') ?? '';
    void fetch(api, { headers: { authorization: `Bearer ${storedToken()}` } })
      .then((response) => response.json() as Promise<{ data?: Row[] }>)
      .then((body) => setRows(body.data ?? []));
  }, []);
  const columns: GridColDef<Row>[] = Object.keys(rows?.[0] ?? {})
    .filter((key) => ['string', 'number'].includes(typeof rows?.[0][key]))
    .slice(0, SHOWN_COLUMNS)
    .map((field) => ({ field, headerName: field, flex: 1, minWidth: 120 }));
  return (
    <main style={{ padding: 24 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Rows
      </Typography>
      <DataGrid rows={rows ?? []} columns={columns} loading={!rows} autoHeight />
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <Rows />
    </ThemeProvider>
  </StrictMode>,
);
