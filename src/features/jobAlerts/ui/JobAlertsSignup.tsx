import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiFieldErrors, type ApiError } from '@/shared/api';
import { JOB_DEPARTMENTS, careerPaths, jobAlertsNotice } from '@vistaar/shared/config';
import { PrivacyNotice } from '@/shared/ui/privacy-notice';
import { jobAlertMessages, jobAlertSignupSchema } from '@vistaar/shared/validation';
import { useSubscribeToJobAlertsMutation } from '../api/job-alerts-api';

export interface JobAlertsSignupProps {
  /** Departments ticked at first (a job page ticks its own). */
  defaultDepartments?: string[];
}

interface Values {
  email: string;
  departments: string[];
  /** The notice shown beside the form (a hidden field carries it when JavaScript is off). */
  noticeVersion: string;
  website: string;
}
const FAILURE_FALLBACK = 'We could not sign you up just now. Please try again in a few minutes.';

/** Off-screen for people, present for bots that fill in every field. */
const honeypotSx = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

/**
 * 'Get new jobs by e-mail': an address and optional departments. Without JavaScript it is an
 * ordinary form the server answers with a page; with it, the shared schema checks it first
 * and the answer shows in place. The answer is the same whether the address is new or not.
 */
export function JobAlertsSignup({ defaultDepartments = [] }: JobAlertsSignupProps) {
  const [subscribe, { isLoading }] = useSubscribeToJobAlertsMutation();
  const [answer, setAnswer] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // The browser's own checks serve the page without JavaScript; once it runs, the schema's do.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({
    // The schema checks email, departments and the notice version; the honeypot travels unchecked.
    resolver: yupResolver(jobAlertSignupSchema) as never,
    defaultValues: {
      email: '',
      departments: defaultDepartments,
      noticeVersion: jobAlertsNotice.version,
      website: '',
    },
  });
  const email = register('email');
  const departments = register('departments');

  const onSubmit = handleSubmit(async (values) => {
    setAnswer(null);
    try {
      const result = await subscribe({
        email: values.email,
        departments: values.departments ?? [],
        noticeVersion: values.noticeVersion,
        website: values.website ?? '',
      }).unwrap();
      setAnswer({ kind: 'success', text: result.message ?? jobAlertMessages.signupReceived });
      reset({
        email: '',
        departments: values.departments,
        noticeVersion: values.noticeVersion,
        website: '',
      });
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure as ApiError);
      if (fieldErrors.email) setError('email', { message: fieldErrors.email });
      if (fieldErrors.departments) setError('departments', { message: fieldErrors.departments });
      setAnswer({ kind: 'error', text: apiErrorMessage(failure as ApiError, FAILURE_FALLBACK) });
    }
  });

  return (
    <Box
      component="form"
      method="post"
      action={careerPaths.alerts}
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-label="Get new jobs by e-mail"
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        name={email.name}
        onChange={email.onChange}
        onBlur={email.onBlur}
        inputRef={email.ref}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        disabled={isLoading}
        fullWidth
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
          Departments (optional)
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
            },
            columnGap: 1,
          }}
        >
          {JOB_DEPARTMENTS.map((department) => (
            <FormControlLabel
              key={department}
              label={department}
              slotProps={{ typography: { variant: 'body2' } }}
              control={
                <Checkbox
                  size="small"
                  name={departments.name}
                  value={department}
                  defaultChecked={defaultDepartments.includes(department)}
                  onChange={departments.onChange}
                  onBlur={departments.onBlur}
                  inputRef={departments.ref}
                  disabled={isLoading}
                />
              }
            />
          ))}
        </Box>
        {errors.departments ? (
          <FormHelperText error>{errors.departments.message}</FormHelperText>
        ) : (
          <FormHelperText>None ticked: every department.</FormHelperText>
        )}
      </Box>
      <Box sx={honeypotSx} aria-hidden>
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </Box>
      <input type="hidden" name="noticeVersion" value={jobAlertsNotice.version} />
      <PrivacyNotice notice={jobAlertsNotice} headingComponent="h3" />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isLoading}
        startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {isLoading ? 'Subscribing...' : 'Subscribe'}
      </Button>
      <Box role="status" aria-live="polite">
        {answer ? <Alert severity={answer.kind}>{answer.text}</Alert> : null}
      </Box>
    </Box>
  );
}
