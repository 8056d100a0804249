import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import {
  CTC_COMPONENTS,
  CTC_COMPONENT_KINDS,
  type CtcComponentKey,
  type CtcComponentKind,
} from '@vistaar/shared/config/offers';
import type { CtcStructure, OfferTemplate } from '@vistaar/shared/contract';
import { formatRupees } from '@vistaar/shared/lib/ctc';
import {
  ctcStructureSchema,
  offerTemplateSchema,
  type CtcStructureInput,
  type OfferTemplateInput,
} from '@vistaar/shared/validation/offer-schema';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { BareList } from '@/shared/ui/bare-list';
import { FormDialog } from '@/shared/ui/dialogs';
import { FormSelect, FormTextField } from '@/shared/ui/form';
import {
  useArchiveCtcStructureMutation,
  useArchiveOfferTemplateMutation,
  useGetCtcStructuresQuery,
  useGetOfferTemplatesQuery,
  useSaveCtcStructureMutation,
  useSaveOfferTemplateMutation,
} from '../api/offers-api';
import { LetterEditor } from './LetterEditor';
import { PreboardingDocumentsByJob } from './PreboardingDocumentsByJob';

const KIND_LABELS: Record<CtcComponentKind, string> = {
  percent: '% of CTC',
  amount: 'Amount (₹ a year)',
  balance: 'Balance of the CTC',
};

function TemplateDialog({
  template,
  onClose,
}: {
  template: OfferTemplate | null;
  onClose: () => void;
}) {
  const [save] = useSaveOfferTemplateMutation();
  return (
    <FormDialog<OfferTemplateInput, OfferTemplateInput>
      open
      maxWidth="md"
      fullScreenOnPhone
      title={template ? 'Edit the offer template' : 'Add an offer template'}
      schema={offerTemplateSchema}
      defaultValues={{ name: template?.name ?? '', body: template?.body ?? '' }}
      fields={['name', 'body']}
      failureMessage="The template could not be saved. Please try again."
      submitLabel="Save template"
      onClose={onClose}
      onSubmit={async (input) => {
        await save({ id: template?.id, ...input }).unwrap();
        onClose();
      }}
    >
      {({ control }, busy) => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField
            control={control}
            name="name"
            label="Name"
            disabled={busy}
            required
            fullWidth
          />
          <Controller
            control={control}
            name="body"
            render={({ field, fieldState }) => (
              <LetterEditor
                label="Letter"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>
      )}
    </FormDialog>
  );
}

interface StructureValues {
  name: string;
  components: { key: CtcComponentKey; kind: CtcComponentKind; value: string }[];
}

function ComponentRows({
  control,
  busy,
}: {
  control: Control<StructureValues, unknown, CtcStructureInput>;
  busy: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'components' });
  return (
    <Stack spacing={1.5}>
      {fields.map((row, index) => (
        <Stack
          key={row.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormSelect
            control={control}
            name={`components.${index}.key`}
            label="Part"
            options={CTC_COMPONENTS.map((part) => ({ value: part.key, label: part.label }))}
            disabled={busy}
            sx={{ minWidth: 220 }}
          />
          <FormSelect
            control={control}
            name={`components.${index}.kind`}
            label="Sized as"
            options={CTC_COMPONENT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
            disabled={busy}
            sx={{ minWidth: 180 }}
          />
          <FormTextField
            control={control}
            name={`components.${index}.value`}
            label="Value"
            disabled={busy}
            inputMode="decimal"
          />
          <IconButton
            aria-label={`Remove part ${index + 1}`}
            onClick={() => remove(index)}
            disabled={busy}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button
          size="small"
          onClick={() =>
            append({
              key: CTC_COMPONENTS[fields.length % CTC_COMPONENTS.length].key,
              kind: 'percent',
              value: '',
            })
          }
          disabled={busy || fields.length >= CTC_COMPONENTS.length}
        >
          Add a part
        </Button>
      </Box>
    </Stack>
  );
}

function StructureDialog({
  structure,
  onClose,
}: {
  structure: CtcStructure | null;
  onClose: () => void;
}) {
  const [save] = useSaveCtcStructureMutation();
  return (
    <FormDialog<StructureValues, CtcStructureInput>
      open
      maxWidth="md"
      fullScreenOnPhone
      title={structure ? 'Edit the CTC structure' : 'Add a CTC structure'}
      intro={
        <Typography sx={{ color: 'text.secondary' }}>
          Percentages are of the CTC, rounded down to the rupee; exactly one part is the balance and
          takes what is left, so the break-up always adds up to the CTC.
        </Typography>
      }
      schema={ctcStructureSchema}
      defaultValues={{
        name: structure?.name ?? '',
        components: (
          structure?.components ?? [
            { key: 'basic', kind: 'percent', value: 40 },
            { key: 'hra', kind: 'percent', value: 20 },
            { key: 'special_allowance', kind: 'balance', value: 0 },
          ]
        ).map((part) => ({ ...part, value: String(part.value) })),
      }}
      fields={['name', 'components']}
      failureMessage="The structure could not be saved. Please try again."
      submitLabel="Save structure"
      onClose={onClose}
      onSubmit={async (input) => {
        await save({ id: structure?.id, ...input }).unwrap();
        onClose();
      }}
    >
      {({ control, formState }, busy) => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField
            control={control}
            name="name"
            label="Name"
            disabled={busy}
            required
            fullWidth
          />
          <ComponentRows control={control} busy={busy} />
          {formState.errors.components?.message ? (
            <Typography color="error" variant="body2">
              {formState.errors.components.message}
            </Typography>
          ) : null}
        </Stack>
      )}
    </FormDialog>
  );
}

const describePart = (part: CtcStructure['components'][number]) => {
  const label = CTC_COMPONENTS.find((component) => component.key === part.key)?.label ?? part.key;
  if (part.kind === 'percent') return `${label}: ${part.value}%`;
  if (part.kind === 'amount') return `${label}: ${formatRupees(part.value)}`;
  return `${label}: the balance`;
};

interface NamedSetting {
  id: number;
  name: string;
  archived: boolean;
}

/** One kind of named setting: its list, each in use with Edit and Archive, and Add. */
function SettingsSection<T extends NamedSetting>({
  id,
  title,
  addLabel,
  items,
  error,
  failure,
  onAdd,
  onEdit,
  onArchive,
  detail,
}: {
  id: string;
  title: string;
  addLabel: string;
  items: readonly T[];
  error: unknown;
  failure: string;
  onAdd: () => void;
  onEdit: (item: T) => void;
  onArchive: (item: T) => void;
  detail?: (item: T) => string;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        <Button variant="outlined" onClick={onAdd}>
          {addLabel}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{apiErrorMessage(error as ApiError, failure)}</Alert> : null}
      <BareList sx={{ display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Paper component="li" key={item.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, mr: 'auto' }}>{item.name}</Typography>
              {item.archived ? (
                <Chip size="small" label="Archived" />
              ) : (
                <>
                  <Button size="small" onClick={() => onEdit(item)}>
                    Edit
                  </Button>
                  <Button size="small" color="error" onClick={() => onArchive(item)}>
                    Archive
                  </Button>
                </>
              )}
            </Stack>
            {detail ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {detail(item)}
              </Typography>
            ) : null}
          </Paper>
        ))}
      </BareList>
    </Box>
  );
}

/** Offer letter templates, CTC structures and each job's pre-boarding documents, as HR and admins keep them. */
export function OfferSettings() {
  const { data: templates = [], error: templatesError } = useGetOfferTemplatesQuery();
  const { data: structures = [], error: structuresError } = useGetCtcStructuresQuery();
  const [archiveTemplate] = useArchiveOfferTemplateMutation();
  const [archiveStructure] = useArchiveCtcStructureMutation();
  const [editingTemplate, setEditingTemplate] = useState<OfferTemplate | null | undefined>(
    undefined,
  );
  const [editingStructure, setEditingStructure] = useState<CtcStructure | null | undefined>(
    undefined,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = async (work: Promise<unknown>) => {
    setProblem(null);
    try {
      await work;
    } catch (failure) {
      setProblem(apiErrorMessage(failure as ApiError, 'That did not work. Please try again.'));
    }
  };

  return (
    <Stack spacing={4}>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <SettingsSection
        id="offer-templates-heading"
        title="Letter templates"
        addLabel="Add a template"
        items={templates}
        error={templatesError}
        failure="The templates could not be loaded."
        onAdd={() => setEditingTemplate(null)}
        onEdit={setEditingTemplate}
        onArchive={(template) => void attempt(archiveTemplate(template.id).unwrap())}
      />
      <SettingsSection
        id="ctc-structures-heading"
        title="CTC structures"
        addLabel="Add a structure"
        items={structures}
        error={structuresError}
        failure="The structures could not be loaded."
        onAdd={() => setEditingStructure(null)}
        onEdit={setEditingStructure}
        onArchive={(structure) => void attempt(archiveStructure(structure.id).unwrap())}
        detail={(structure) => structure.components.map(describePart).join('; ')}
      />
      <PreboardingDocumentsByJob />
      {editingTemplate !== undefined ? (
        <TemplateDialog template={editingTemplate} onClose={() => setEditingTemplate(undefined)} />
      ) : null}
      {editingStructure !== undefined ? (
        <StructureDialog
          structure={editingStructure}
          onClose={() => setEditingStructure(undefined)}
        />
      ) : null}
    </Stack>
  );
}
