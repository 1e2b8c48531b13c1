import { useState } from 'react';
import { Button, Form, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  cronProblem,
  type DatasetField,
  type DatasetView,
  type SyncType,
} from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { DeTypeTag } from '../../../lib/deType/DeTypeTag';
import { useDatasetFields } from '../upload/datasetQueries';
import { PresetFields } from './PresetFields';
import { useSaveSchedule } from './queries';
import {
  cronToFields,
  DEFAULT_FIELDS,
  fieldsToCron,
  PRESET_KINDS,
  type ScheduleFields,
} from './schedulePreset';

export interface ScheduleEditorProps {
  dataset: DatasetView;
  canManage: boolean;
}

/** Time and number columns grow; an incremental sync adds rows above the last value seen. */
const incremental = (field: DatasetField) =>
  field.kind === 'column' && (field.deType === 1 || field.deType === 2);

/** When the extract refreshes by itself: on/off, a preset or a raw cron, full or incremental. */
export function ScheduleEditor({ dataset, canManage }: ScheduleEditorProps) {
  const { t } = useTranslation();
  const saved = dataset.schedule;
  const [enabled, setEnabled] = useState(saved?.enabled ?? false);
  const [fields, setFields] = useState<ScheduleFields>(() =>
    saved ? cronToFields(saved.cron) : DEFAULT_FIELDS,
  );
  const [syncType, setSyncType] = useState<SyncType>(saved?.syncType ?? 'full');
  const [fieldId, setFieldId] = useState<string | null>(saved?.incrementalFieldId ?? null);
  const datasetFields = useDatasetFields(syncType === 'incremental' ? dataset.id : null);
  const save = useSaveSchedule(dataset.id);

  const cron = fieldsToCron(fields);
  const problem = cronProblem(cron);
  const fieldMissing = syncType === 'incremental' && fieldId === null;
  const readOnly = !canManage;
  const change = (patch: Partial<ScheduleFields>) =>
    setFields((current) => ({ ...current, ...patch }));

  const submit = () =>
    save.mutate(
      { enabled, cron, syncType, incrementalFieldId: syncType === 'incremental' ? fieldId : null },
      { onSuccess: () => toastSuccess(t('datasetSync.schedule.saved')) },
    );

  return (
    <Form layout="vertical" className="dss-schedule" data-testid="dss-schedule" disabled={readOnly}>
      <Form.Item label={t('datasetSync.schedule.enabled')}>
        <Switch checked={enabled} onChange={setEnabled} data-testid="dss-enabled" />
      </Form.Item>
      <Form.Item label={t('datasetSync.schedule.frequency')}>
        <Select<ScheduleFields['kind']>
          value={fields.kind}
          // Switching to the raw field keeps the expression the preset made, to edit from.
          onChange={(kind) => change(kind === 'custom' ? { kind, cron } : { kind })}
          options={PRESET_KINDS.map((kind) => ({
            value: kind,
            label: t(`datasetSync.preset.${kind}`),
          }))}
          className="dss-kind"
          data-testid="dss-kind"
        />
      </Form.Item>
      <PresetFields fields={fields} disabled={readOnly} onChange={change} />
      <Form.Item
        label={t('datasetSync.schedule.cron')}
        validateStatus={problem ? 'error' : undefined}
        help={
          problem ? (
            <span data-testid="dss-cron-error">{t(problem)}</span>
          ) : (
            t('datasetSync.schedule.cronHelp')
          )
        }
      >
        <Input
          value={cron}
          onChange={(event) => change({ kind: 'custom', cron: event.target.value })}
          className="ds-mono"
          data-testid="dss-cron"
        />
      </Form.Item>
      <Form.Item label={t('datasetSync.schedule.syncType')}>
        <Radio.Group
          value={syncType}
          onChange={(event) => setSyncType(event.target.value as SyncType)}
        >
          <Radio value="full" data-testid="dss-type-full">
            {t('datasetSync.type.full')}
          </Radio>
          <Radio value="incremental" data-testid="dss-type-incremental">
            {t('datasetSync.type.incremental')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      {syncType === 'incremental' && (
        <Form.Item
          label={t('datasetSync.schedule.field')}
          required
          help={t('datasetSync.schedule.fieldHelp')}
        >
          <Select<string>
            value={fieldId ?? undefined}
            onChange={setFieldId}
            loading={datasetFields.isPending}
            options={(datasetFields.data ?? []).filter(incremental).map((field) => ({
              value: field.id,
              label: (
                <span className="dss-field">
                  <DeTypeTag deType={field.deType} />
                  {field.name}
                </span>
              ),
            }))}
            className="dss-field-select"
            data-testid="dss-field"
          />
        </Form.Item>
      )}
      {canManage && (
        <Button
          type="primary"
          onClick={submit}
          disabled={problem !== null || fieldMissing}
          loading={save.isPending}
          data-testid="dss-save"
        >
          {t('datasetSync.schedule.save')}
        </Button>
      )}
    </Form>
  );
}
