import { useMemo, useRef, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_LIMITS, type DatasetField, type DeType } from '@tessera/contracts';
import { DeTypeTag } from '../../../lib/deType/DeTypeTag';
import { nameProblem } from '../create/tableDataset';
import { describeError, errorCode, errorPosition } from '../../../lib/errors';
import { fieldDependants } from '../fieldDependants';
import { useAddCalculatedField } from '../queries';
import { DeTypeIcon } from '../../../lib/deType/DeTypeIcon';
import { confirmDependants } from './confirmDependants';
import { EXPRESSION_FUNCTIONS } from './expression';
import {
  shownRef,
  toShownExpression,
  toStoredExpression,
  type Translated,
} from './expressionNames';
import { FunctionHelp } from './FunctionHelp';
import { LazyExpressionEditor } from './expression-editor/LazyExpressionEditor';

export interface CalcFieldDialogProps {
  datasetId: string;
  /** The dataset's fields, offered as references. */
  fields: readonly DatasetField[];
  /** A saved calculated field to change; absent adds one. */
  editing?: DatasetField | null;
  onClose(): void;
}

const RESULT_TYPES: DeType[] = [2, 0, 1];

/**
 * "Add calculated field" or "Edit calculated field": a name, the type of the result, and an
 * expression written with field names (`[amount] / [quantity]`, completed after `[`; a click on
 * a field or a function inserts it). It is stored with field ids, so renames never break it.
 * The server parses it; its mistake shows under the box and is marked in it.
 */
export function CalcFieldDialog({ datasetId, fields, editing, onClose }: CalcFieldDialogProps) {
  const { t } = useTranslation();
  const add = useAddCalculatedField(datasetId);
  const [modal, modalHolder] = Modal.useModal();
  const [name, setName] = useState(editing?.name ?? '');
  const [deType, setDeType] = useState<DeType>(editing?.deType ?? 2);
  const [expression, setExpression] = useState(() =>
    editing?.expression ? toShownExpression(editing.expression, fields).text : '',
  );
  const [showErrors, setShowErrors] = useState(false);
  const [insertion, setInsertion] = useState<{ snippet: string; seq: number } | null>(null);
  /** The text last sent, to carry the server's position back to the text on screen. */
  const sent = useRef<{ shown: string; stored: Translated } | null>(null);

  // A field cannot use itself: it is not offered while editing it.
  const offered = useMemo(
    () => fields.filter((field) => field.id !== editing?.id),
    [fields, editing?.id],
  );
  const completionFields = useMemo(
    () =>
      offered.map((field) => ({
        name: field.name,
        ref: shownRef(field, fields),
        detail: t(`calculated.fieldDetail.${field.deType}`),
      })),
    [offered, fields, t],
  );
  const completionFunctions = useMemo(
    () =>
      Object.values(EXPRESSION_FUNCTIONS)
        .flat()
        .map((fn) => ({
          name: fn.name,
          insert: fn.insert,
          detail: t(`dataset.calc.fn.${fn.key}`),
        })),
    [t],
  );

  const insert = (snippet: string) => {
    setInsertion((last) => ({ snippet, seq: (last?.seq ?? 0) + 1 }));
    add.reset();
  };

  const problem = nameProblem(name);
  const serverError = describeError(add.error);
  const storedAt = errorPosition(add.error);
  const position =
    storedAt !== null && sent.current?.shown === expression
      ? sent.current.stored.toInput(storedAt)
      : null;

  const submit = (confirm = false) => {
    setShowErrors(true);
    if (problem || !expression.trim()) return;
    const stored = toStoredExpression(expression, fields);
    sent.current = { shown: expression, stored };
    add.mutate(
      {
        ...(editing ? { id: editing.id } : {}),
        tableId: datasetId,
        name: name.trim(),
        deType,
        groupType: deType === 2 ? 'q' : 'd',
        hidden: editing?.hidden ?? false,
        expression: stored.text,
        ...(confirm ? { confirm: true } : {}),
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const dependants = fieldDependants(error);
          if (dependants)
            confirmDependants(modal, t, name.trim(), dependants, () => {
              add.reset();
              submit(true);
            });
        },
      },
    );
  };

  const dependantsError = fieldDependants(add.error) !== null;
  // The server counts in the stored text (ids); say where the mistake is in the text on screen.
  const mistake =
    position !== null && errorCode(add.error) === 'DATASET_EXPRESSION_INVALID'
      ? position >= expression.trimEnd().length
        ? t('calculated.mistakeAtEnd')
        : t('calculated.mistakeAt', { position: position + 1 })
      : null;
  const expressionHelp =
    (dependantsError ? null : (mistake ?? serverError)) ??
    (showErrors && !expression.trim() ? t('validation.dataset.expressionRequired') : null);

  return (
    <Modal
      open
      width={860}
      title={editing ? t('calculated.editTitle', { name: editing.name }) : t('dataset.calc.title')}
      onOk={() => submit()}
      onCancel={onClose}
      confirmLoading={add.isPending}
      okText={t('dataset.action.save')}
      cancelText={t('dataset.action.cancel')}
      okButtonProps={{ 'data-testid': 'calc-save' }}
      destroyOnHidden
    >
      {modalHolder}
      <div className="dataset-calc">
        <Form layout="vertical" className="dataset-calc__form">
          <div className="dataset-form-row">
            <Form.Item
              label={t('dataset.fields.name')}
              required
              validateStatus={showErrors && problem ? 'error' : undefined}
              help={showErrors && problem ? t(problem) : undefined}
            >
              <Input
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={NAME_LIMITS.title.max}
                data-testid="calc-name"
              />
            </Form.Item>
            <Form.Item
              label={t('dataset.calc.resultType')}
              extra={t('dataset.calc.resultTypeHint')}
            >
              <Select<DeType>
                value={deType}
                onChange={setDeType}
                options={RESULT_TYPES.map((code) => ({
                  value: code,
                  label: <DeTypeTag deType={code} />,
                }))}
                data-testid="calc-type"
              />
            </Form.Item>
          </div>
          <Form.Item
            label={t('dataset.calc.expression')}
            required
            validateStatus={expressionHelp ? 'error' : undefined}
            help={
              expressionHelp && (
                <span data-testid="calc-error">
                  {expressionHelp}
                  {position !== null && (
                    <code className="dataset-calc__at">
                      {expression.slice(Math.max(0, position - 10), position)}
                      <mark>{expression.slice(position, position + 1) || ' '}</mark>
                      {expression.slice(position + 1, position + 11)}
                    </code>
                  )}
                </span>
              )
            }
            extra={t('calculated.completionHint')}
          >
            <LazyExpressionEditor
              value={expression}
              onChange={(text) => {
                setExpression(text);
                if (add.error) add.reset();
              }}
              fields={completionFields}
              functions={completionFunctions}
              errorAt={position}
              insertion={insertion}
              placeholder={t('dataset.calc.placeholder')}
              label={t('dataset.calc.expression')}
            />
          </Form.Item>
        </Form>
        <aside className="dataset-calc__side">
          <div className="dataset-calc__heading">{t('dataset.calc.fields')}</div>
          <ul className="dataset-calc__list dataset-calc__fields">
            {offered.map((field) => (
              <li key={field.id}>
                <button
                  type="button"
                  className="dataset-calc__item"
                  onClick={() => insert(shownRef(field, fields))}
                  title={t('dataset.calc.insertField', { name: field.name })}
                  data-testid={`calc-field-${field.id}`}
                >
                  <DeTypeIcon deType={field.deType} />
                  <span>{field.name}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="dataset-calc__heading">{t('dataset.calc.functions')}</div>
          <FunctionHelp onInsert={(fn) => insert(fn.insert)} />
        </aside>
      </div>
    </Modal>
  );
}
