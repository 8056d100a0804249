import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { MyApplicationForm } from '@vistaar/shared/validation';

/**
 * A button of the page that, without JavaScript, posts its form to the page's own address
 * (which holds the link's token) and, with it, does `onPress` instead.
 */
export function PostButton({
  form,
  onPress,
  children,
  confirmed = false,
  stretch = false,
}: {
  form: MyApplicationForm;
  onPress?: () => void;
  children: ReactNode;
  confirmed?: boolean;
  /** In a stack, the button takes the width a bare button would. */
  stretch?: boolean;
}) {
  const submit = (event: FormEvent) => {
    if (!onPress) return;
    event.preventDefault();
    onPress();
  };
  return (
    <Box
      component="form"
      method="post"
      onSubmit={submit}
      sx={stretch ? { display: 'flex', flexDirection: 'column' } : undefined}
    >
      <input type="hidden" name="form" value={form} />
      {confirmed ? <input type="hidden" name="confirmed" value="yes" /> : null}
      {children}
    </Box>
  );
}
