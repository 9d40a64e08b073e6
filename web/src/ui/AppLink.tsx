// A link to a page of the site, followed in the app (no page load), built on React Router's own
// hooks. Its <Link> also carries what the site never uses (prefetching, route discovery, view
// transitions, server components): 2 KB gzip more in the home page's script.
import type { AnchorHTMLAttributes } from "react";
import { useHref, useLinkClickHandler, type To } from "react-router";

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
}

export function AppLink({ to, onClick, target, ...props }: AppLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}
