import { useCallback, useRef } from 'react';
import { PANEL_IMAGE_TYPES, PANEL_LIMITS, type PanelImageUploaded } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { uploadPanelImage } from '../../../api/panel';
import { toastError } from '../../../app/feedback';

/**
 * Asks for a picture file and uploads it. The browser is told which kinds to offer and the size
 * is checked before sending (a friendlier refusal); the server decides by the file's bytes.
 */
export function usePictureUpload() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);

  return useCallback(
    (onUploaded: (picture: PanelImageUploaded) => void) => {
      input.current?.remove();
      const element = document.createElement('input');
      element.type = 'file';
      element.accept = PANEL_IMAGE_TYPES.join(',');
      element.style.display = 'none';
      element.setAttribute('data-testid', 'picture-file-input');
      element.addEventListener('change', () => {
        const file = element.files?.[0];
        element.remove();
        if (!file) return;
        if (file.size > PANEL_LIMITS.imageBytes) {
          toastError(
            t('panelEditor.picture.tooLarge', { max: PANEL_LIMITS.imageBytes / 1024 / 1024 }),
          );
          return;
        }
        uploadPanelImage(file).then(onUploaded, () => undefined);
      });
      document.body.appendChild(element);
      input.current = element;
      element.click();
    },
    [t],
  );
}
