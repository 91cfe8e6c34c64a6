import { useId, useState } from 'react';
import { COURSE_TEXTS } from '../course-texts.ts';
import { splitTextBlocks } from '../text-blocks.ts';
import { ChevronIcon } from './course-icons.tsx';

export type TCourseSectionProps = { title: string; text: string; isInitiallyOpen?: boolean };

/**
 * A collapsible section of the course detail (§2 Overview, Entry Requirements): a disclosure button in an h2,
 * and the text split into blocks on blank lines, each block's first line its h3 heading.
 */
export function CourseSection({ title, text, isInitiallyOpen = true }: TCourseSectionProps) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const id = useId();
  const blocks = splitTextBlocks(text);
  return (
    <section className="course-section" aria-labelledby={`${id}-button`}>
      <h2 className="course-section__heading">
        <button
          type="button"
          id={`${id}-button`}
          className="course-section__toggle"
          aria-expanded={isOpen}
          aria-controls={`${id}-body`}
          onClick={() => setIsOpen((open) => !open)}
        >
          {title}
          <ChevronIcon />
        </button>
      </h2>
      <div id={`${id}-body`} className="course-section__body" hidden={!isOpen}>
        {blocks.length === 0 ? (
          <p>{COURSE_TEXTS.notProvided}</p>
        ) : (
          blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text, never reordered
            <div key={index} className="course-section__block">
              <h3>{block.heading}</h3>
              {block.lines.map((line, lineIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text, never reordered
                <p key={lineIndex}>{line}</p>
              ))}
            </div>
          ))
        )}
      </div>
    </section>
  );
}
