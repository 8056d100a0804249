import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/feedback';
import {
  useExportApplicationsCsvMutation,
  type ApplicationsExportFilter,
} from '../api/email-templates-api';

/** Downloads the applications under the desk's current filter as a CSV file. */
export function ExportApplicationsButton({ filter }: { filter: ApplicationsExportFilter }) {
  const [exportCsv, { isLoading }] = useExportApplicationsCsvMutation();
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    try {
      const file = await exportCsv(filter).unwrap();
      const link = document.createElement('a');
      link.href = file.url;
      link.download = file.fileName;
      link.click();
      URL.revokeObjectURL(file.url);
    } catch (failure) {
      setError(apiErrorMessage(failure as ApiError, 'The export could not be made.'));
    }
  }

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={() => void download()}
        disabled={isLoading}
      >
        {isLoading ? 'Exporting...' : 'Export CSV'}
      </Button>
      <ErrorAlert message={error} />
    </Box>
  );
}
