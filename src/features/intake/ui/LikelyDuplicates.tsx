import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useWatch, type Control } from 'react-hook-form';
import type { DuplicateCheckInput, IntakeAcceptInput } from '@vistaar/shared/validation';
import { DuplicateNotices } from '@/entities/candidate';
import { useGetLikelyDuplicatesQuery } from '../api/intake-api';
import type { ReviewValues } from '../model/review-values';

/** How long the typing rests before the details are checked again. */
const SETTLE_MS = 400;

/**
 * Whom the person under review is likely already on file as ('Possible duplicate of Aarav
 * Mehta — same phone'), checked again as the reviewer corrects the details.
 */
export function LikelyDuplicates({
  control,
}: {
  control: Control<ReviewValues, unknown, IntakeAcceptInput>;
}) {
  const [firstName, lastName, email, phone, currentEmployer] = useWatch({
    control,
    name: ['firstName', 'lastName', 'email', 'phone', 'currentEmployer'],
  });
  const [settled, setSettled] = useState<DuplicateCheckInput | null>(null);
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setSettled({
          firstName: firstName.trim().slice(0, 100),
          lastName: lastName.trim().slice(0, 100),
          email: email.trim().slice(0, 200),
          phone: phone.trim().slice(0, 30),
          currentEmployer: currentEmployer.trim().slice(0, 200),
          dob: '',
        }),
      SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [firstName, lastName, email, phone, currentEmployer]);
  // Asked afresh for every item: a resume that came twice in one batch has the same details
  // as the one accepted a minute ago, and a cached answer from before that would say no one.
  const { data } = useGetLikelyDuplicatesQuery(settled ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  return <DuplicateNotices matches={data ?? []} />;
}
