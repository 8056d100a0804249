import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import PersonIcon from '@mui/icons-material/Person';
import { initialsOf } from '../lib/employee-format';

const AVATAR_COLOURS = [
  'primary.main',
  'secondary.dark',
  'success.main',
  'info.main',
  'warning.main',
  'primary.dark',
] as const;

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
}

export interface EmployeeAvatarProps {
  name: string;
  /** The photo link; when missing or broken, the initials are shown instead. */
  src?: string | null;
  size?: number;
  sx?: SxProps<Theme>;
}

/** The employee's photo, or a generated avatar with their initials when there is none or it fails. */
export function EmployeeAvatar({ name, src, size = 40, sx }: EmployeeAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failedSrc !== src;
  const initials = initialsOf(name);
  const label = name.trim() || 'No name yet';
  return (
    <Avatar
      src={showPhoto ? (src as string) : undefined}
      alt={showPhoto ? label : undefined}
      aria-label={showPhoto ? undefined : label}
      role={showPhoto ? undefined : 'img'}
      slotProps={{ img: { onError: () => setFailedSrc(src ?? null), loading: 'lazy' } }}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.4,
          fontWeight: 700,
          bgcolor: colourFor(name || '?'),
          color: 'common.white',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials === '?' ? <PersonIcon sx={{ fontSize: size * 0.6 }} /> : initials}
    </Avatar>
  );
}
