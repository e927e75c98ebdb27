'use client';

import { useTranslations } from 'next-intl';
import { useCopyText } from './use-copy-text';
import { Sheet } from './sheet';
import buttonStyles from '@/components/ui/button.module.css';

/**
 * What a long press on an address, a transaction hash or the invitation QR code offers: copy its
 * whole value, and for an image, save it. A sheet, so it reads the same in every browser and never
 * sits under the browser's own menu.
 */
export function LongPressMenu({
  open,
  title,
  value,
  image,
  onClose,
}: {
  open: boolean;
  title: string;
  /** What Copy puts on the clipboard. */
  value: string;
  /** An image to offer saving: its URL and the file name it is saved as. */
  image?: { src: string; fileName: string };
  onClose: () => void;
}) {
  const t = useTranslations('ui');
  const copyText = useCopyText();
  const copy = async () => {
    await copyText(value);
    onClose();
  };
  return (
    <Sheet open={open} title={title} onClose={onClose} testId="long-press-menu">
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => void copy()}
        data-testid="long-press-copy"
      >
        {t('longPress.copy')}
      </button>
      {image && (
        <a
          className={buttonStyles.secondary}
          href={image.src}
          download={image.fileName}
          onClick={onClose}
          data-testid="long-press-save"
        >
          {t('longPress.saveImage')}
        </a>
      )}
    </Sheet>
  );
}
