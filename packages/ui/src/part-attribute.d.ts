// `part` names shadow-DOM parts for ::part() theming; React's typings do not list it yet.
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    part?: string;
  }
}
