import { useLayoutEffect, useRef, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import {
  MAX_EXPRESSION_LENGTH,
  NAME_LIMITS,
  type DatasetField,
  type DeType,
} from '@tessera/contracts';
import { DeTypeTag } from '../../datasource/DeTypeTag';
import { nameProblem } from '../create/tableDataset';
import { describeError, errorPosition } from '../errors';
import { useAddCalculatedField } from '../queries';
import { DeTypeIcon } from './DeTypeIcon';
import { fieldRef, insertAt, readableExpression } from './expression';
import { FunctionHelp } from './FunctionHelp';

export interface CalcFieldDialogProps {
  datasetId: string;
  /** The dataset's fields, offered as references. */
  fields: readonly DatasetField[];
  onClose(): void;
}

const RESULT_TYPES: DeType[] = [2, 0, 1];

/**
 * "Add calculated field": a name, the type of the result, and an expression in which a click on
 * a field inserts its reference `[fieldId]` (shown back with display names) and a click on a
 * function inserts its call. The server parses it; its mistake and position show under the input.
 */
export function CalcFieldDialog({ datasetId, fields, onClose }: CalcFieldDialogProps) {
  const { t } = useTranslation();
  const add = useAddCalculatedField(datasetId);
  const [name, setName] = useState('');
  const [deType, setDeType] = useState<DeType>(2);
  const [expression, setExpression] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const area = useRef<TextAreaRef>(null);
  const selection = useRef({ start: 0, end: 0 });
  const [caret, setCaret] = useState<number | null>(null);

  // After an insert, the caret goes after what was inserted, in the text area.
  useLayoutEffect(() => {
    const element = area.current?.resizableTextArea?.textArea;
    if (caret === null || !element) return;
    element.focus();
    element.setSelectionRange(caret, caret);
    selection.current = { start: caret, end: caret };
  }, [caret]);

  const remember = () => {
    const element = area.current?.resizableTextArea?.textArea;
    if (element) selection.current = { start: element.selectionStart, end: element.selectionEnd };
  };

  const insert = (snippet: string) => {
    const edit = insertAt(expression, selection.current.start, selection.current.end, snippet);
    setExpression(edit.text);
    setCaret(edit.caret);
    add.reset();
  };

  const problem = nameProblem(name);
  const serverError = describeError(add.error);
  const position = errorPosition(add.error);

  const submit = () => {
    setShowErrors(true);
    if (problem || !expression.trim()) return;
    add.mutate(
      {
        tableId: datasetId,
        name: name.trim(),
        deType,
        groupType: deType === 2 ? 'q' : 'd',
        hidden: false,
        expression,
      },
      { onSuccess: onClose, onError: (error) => setCaret(errorPosition(error)) },
    );
  };

  const expressionHelp =
    serverError ??
    (showErrors && !expression.trim() ? t('validation.dataset.expressionRequired') : null);

  return (
    <Modal
      open
      width={860}
      title={t('dataset.calc.title')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={add.isPending}
      okText={t('dataset.action.save')}
      cancelText={t('dataset.action.cancel')}
      okButtonProps={{ 'data-testid': 'calc-save' }}
      destroyOnHidden
    >
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
            extra={
              expression && (
                <span data-testid="calc-readable">
                  {t('dataset.calc.readsAs')} {readableExpression(expression, fields)}
                </span>
              )
            }
          >
            <Input.TextArea
              ref={area}
              value={expression}
              rows={5}
              maxLength={MAX_EXPRESSION_LENGTH}
              placeholder={t('dataset.calc.placeholder')}
              onChange={(event) => {
                setExpression(event.target.value);
                selection.current = {
                  start: event.target.selectionStart,
                  end: event.target.selectionEnd,
                };
                if (add.error) add.reset();
              }}
              onSelect={remember}
              onKeyUp={remember}
              onClick={remember}
              className="dataset-calc__input"
              data-testid="calc-expression"
            />
          </Form.Item>
        </Form>
        <aside className="dataset-calc__side">
          <div className="dataset-calc__heading">{t('dataset.calc.fields')}</div>
          <ul className="dataset-calc__list dataset-calc__fields">
            {fields.map((field) => (
              <li key={field.id}>
                <button
                  type="button"
                  className="dataset-calc__item"
                  onClick={() => insert(fieldRef(field.id))}
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
