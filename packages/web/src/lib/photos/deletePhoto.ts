import { confirm, toast } from '../feedback.js';
import i18n from '../i18n.js';
import { errorText } from '../problem-text.js';

/**
 * SPEC's photo deletion, wherever a photo is shown: asks first ('¿Está seguro de eliminar esta
 * foto?…'), then deletes it and says so, or says why not.
 */
export async function deletePhotoAfterAsking(remove: (mediaId: number) => Promise<unknown>, mediaId: number) {
  if (!(await confirm(i18n.t('photos.deleteConfirm'), { danger: true }))) return;
  try {
    await remove(mediaId);
    toast.success(i18n.t('photos.deleted'));
  } catch (e) {
    toast.failure(errorText(e));
  }
}
