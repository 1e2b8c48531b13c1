import { useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasourceTypeInfo, DatasourceView } from '@tessera/contracts';
import { ConnectionForm } from './ConnectionForm';
import {
  emptyFormValues,
  formValuesFromView,
  portAfterTypeChange,
  type DatasourceFormValues,
} from './datasourceFormModel';
import { useDatasourceTypes } from './queries';
import { asCreatableView, findCreatableType, type CreatableTypeInfo } from './typeInfo';
import { TypePicker } from './TypePicker';

interface DatasourceFormProps {
  editing: DatasourceView | null;
  onCancel(): void;
  onSaved(view: DatasourceView): void;
}

/** Waits for the server's type descriptors, which decide ports, schemas and what is creatable. */
export function DatasourceForm(props: DatasourceFormProps) {
  const { t } = useTranslation();
  const types = useDatasourceTypes();
  if (types.data) return <TypedForm {...props} types={types.data} />;
  if (types.isError) {
    return (
      <Result
        status="error"
        title={t('errors.loadFailed')}
        extra={<Button onClick={() => void types.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  return (
    <div className="ds-browser__center">
      <Spin />
    </div>
  );
}

/** Create: pick a type, then fill the connection form. Edit: the form at once, type fixed. */
function TypedForm({
  editing,
  onCancel,
  onSaved,
  types,
}: DatasourceFormProps & { types: DatasourceTypeInfo[] }) {
  const editable = asCreatableView(editing, types);
  const editedType = editable ? findCreatableType(types, editable.type) : undefined;
  const [initial, setInitial] = useState<DatasourceFormValues | null>(() =>
    editable && editedType ? formValuesFromView(editable, editedType) : null,
  );
  const [picking, setPicking] = useState(!editable);
  // A fresh form per pick, so its initial values are the picked type's.
  const [generation, setGeneration] = useState(0);
  const current = initial ? findCreatableType(types, initial.type) : undefined;

  const pick = (picked: CreatableTypeInfo) => {
    // Changing the type keeps what was typed; the port follows unless the user chose one.
    setInitial(
      initial && current
        ? {
            ...initial,
            type: picked.type,
            port: portAfterTypeChange(current, picked, initial.port),
            schema: picked.supportsSchema ? initial.schema : '',
          }
        : emptyFormValues(picked),
    );
    setGeneration((n) => n + 1);
    setPicking(false);
  };

  if (picking || !initial || !current) {
    return <TypePicker types={types} current={initial?.type ?? null} onPick={pick} />;
  }
  return (
    <ConnectionForm
      key={generation}
      initial={initial}
      info={current}
      editable={editable}
      onChangeType={(values) => {
        setInitial(values);
        setPicking(true);
      }}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}
