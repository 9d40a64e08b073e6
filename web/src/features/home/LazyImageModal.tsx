// The image viewer, fetched the first time it is wanted, so that the home page's script does not
// carry it. A pointer over a picture, a finger on it or the keyboard's focus already asks for it,
// so that it is there by the click.
import { lazy, Suspense, type ComponentProps } from "react";

const loadImageModal = () => import("./ImageModal");
const ImageModal = lazy(() => loadImageModal().then((module) => ({ default: module.ImageModal })));

/** Props for the elements that open the viewer: they fetch it at the first sign of intent. */
export const preloadImageModal = {
  onPointerEnter: () => void loadImageModal(),
  onTouchStart: () => void loadImageModal(),
  onFocus: () => void loadImageModal(),
};

export function LazyImageModal(props: ComponentProps<typeof ImageModal>) {
  if (props.index === null) return null;
  return (
    <Suspense fallback={null}>
      <ImageModal {...props} />
    </Suspense>
  );
}
