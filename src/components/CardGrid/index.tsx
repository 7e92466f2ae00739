import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Card {
  /** Site path or absolute URL. */
  to: string;
  title: string;
  text: string;
}

interface Props {
  cards: readonly Card[];
  /** Heading level of the card titles, to keep the outline correct where the grid sits. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A responsive grid of link cards; each whole card is one link. */
export default function CardGrid({cards, headingLevel = 'h3', className}: Props): ReactNode {
  const Title = headingLevel;
  return (
    <ul className={clsx(styles.grid, className)}>
      {cards.map((card) => (
        <li key={card.to} className={styles.item}>
          <Link to={card.to} className={clsx('block-link', styles.card)}>
            <Title className={styles.title}>{card.title}</Title>
            <p className={styles.text}>{card.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
