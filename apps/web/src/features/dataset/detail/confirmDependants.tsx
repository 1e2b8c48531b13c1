import type { Modal } from 'antd';
import type { TFunction } from 'i18next';

/**
 * Asks before a change that may break calculated fields using the field (the server answered
 * 409 with them): it lists them, and "Change anyway" sends the change again, confirmed.
 */
export function confirmDependants(
  modal: ReturnType<typeof Modal.useModal>[0],
  t: TFunction,
  fieldName: string,
  dependants: readonly { id: string; name: string }[],
  onConfirm: () => void,
): void {
  void modal.confirm({
    title: t('calculated.dependantsTitle', { name: fieldName }),
    content: (
      <div data-testid="field-dependants">
        <p>{t('calculated.dependantsBody')}</p>
        <ul>
          {dependants.map((field) => (
            <li key={field.id}>{field.name}</li>
          ))}
        </ul>
      </div>
    ),
    okText: t('calculated.changeAnyway'),
    okButtonProps: { danger: true, 'data-testid': 'field-dependants-ok' },
    cancelText: t('dataset.action.cancel'),
    onOk: onConfirm,
  });
}
