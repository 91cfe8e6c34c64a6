import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BackIcon } from '../layout/icons.tsx';
import './back-and-breadcrumb.css';

export type TCrumb = { to: string; label: string };

export type TBackAndBreadcrumbProps = {
  /** Where Back leads, and its words. */
  back: TCrumb;
  /** The linked crumbs before the current page. */
  trail: readonly TCrumb[];
  /** The current page's crumb (not a link). */
  current: string;
};

/** The top row of a §2 screen: a Back link on the left, the breadcrumb (nav "Breadcrumb") on the right. */
export function BackAndBreadcrumb({ back, trail, current }: TBackAndBreadcrumbProps) {
  return (
    <div className="back-and-breadcrumb">
      <Anchor component={Link} to={back.to} className="back-and-breadcrumb__back">
        <BackIcon />
        {back.label}
      </Anchor>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separator="›" separatorMargin={6}>
          {trail.map((crumb) => (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ))}
          <Text size="sm" fw={600} aria-current="page">
            {current}
          </Text>
        </Breadcrumbs>
      </nav>
    </div>
  );
}
