package warkata.adapter;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;

/**
 * Speaks war-kata's line protocol for a Java submission of the War
 * assignment, so that {@code war grade} can grade it.
 *
 * <p>Compile it next to the submission and run it:
 *
 * <pre>
 *   javac -d build WarAdapter.java submission/War.java
 *   war grade --cmd "java -cp build warkata.adapter.WarAdapter"
 * </pre>
 *
 * <p>It finds {@code findWinner} by reflection: a static method of the class
 * {@code simulation.War} (the UMass original) or {@code War} (the default
 * package, as in the Dutch adaptation), taking one {@code List<Integer>} or
 * {@code ArrayList<Integer>} and returning {@code int}. A class name given as
 * the first argument is looked in instead. {@code java warkata.adapter.WarAdapter --find DIR}
 * prints the name of every class compiled into DIR that has such a method,
 * one a line, without running any of the submission's code (no class is
 * initialised): {@code war grade-all} finds the class to grade this way, in
 * any package, whatever its file is called.
 *
 * <p>It reads decks from standard input, one a line (card values in base 10
 * separated by spaces, an empty line for an empty deck), passes each to
 * {@code findWinner} as a new {@code ArrayList<Integer>}, and writes the
 * answer on a line of its own, flushed at once. A line with a {@code |} holds
 * two hands, A's cards before it and B's after it, played without a deal:
 * they go to {@code findWinner(List<Integer> a, List<Integer> b)}, the
 * two-argument form a port of a preset that starts from hands defines. The
 * decks are the adapter's: the submission's code gets an empty
 * {@code System.in}, so that a {@code Scanner} on it reads no deck. Whatever
 * the submission prints goes to standard error, so that it cannot garble the
 * answers. When
 * {@code findWinner} throws, the stack trace goes to standard error and the
 * line {@code error: ExceptionClass: message} takes the place of the answer:
 * that case fails, and the next deck is played as usual.
 *
 * <p>It lives in a package of its own, and writes every name of
 * {@code java.lang} in full, so that no class of a submission (a
 * {@code System} or {@code String} of its own, in any package) can stand in
 * for one of the adapter's: {@code war grade-all} compiles it apart from the
 * submission and puts it first on the class path.
 */
public class WarAdapter {
    public static void main(java.lang.String[] args) throws java.lang.Exception {
        PrintStream answers =
                new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        java.lang.System.setOut(java.lang.System.err);
        // The decks are the adapter's: the submission's code, loaded below,
        // gets an empty System.in, so that a Scanner on it reads no deck.
        InputStream decks = new FileInputStream(FileDescriptor.in);
        java.lang.System.setIn(new ByteArrayInputStream(new byte[0]));
        if (args.length == 2 && args[0].equals("--find")) {
            for (java.lang.String name : classesWithFindWinner(new File(args[1]))) {
                answers.println(name);
            }
            answers.flush();
            return;
        }
        Method[] findWinner;
        try {
            findWinner = find(args.length > 0 ? args[0] : null);
        } catch (java.lang.ReflectiveOperationException | java.lang.LinkageError e) {
            // A static initialiser that throws shows as its cause.
            java.lang.System.err.println("WarAdapter: " + e + (e.getCause() == null ? "" : ", caused by " + e.getCause()));
            if (e.getCause() != null) {
                e.getCause().printStackTrace();
            }
            java.lang.System.exit(2);
            return;
        }
        BufferedReader input =
                new BufferedReader(new InputStreamReader(decks, StandardCharsets.UTF_8));
        java.lang.String line;
        while ((line = input.readLine()) != null) {
            answers.println(answer(findWinner, line));
            answers.flush();
        }
    }

    /** The cards of a deck or a hand, or null when a token is not an int. */
    static ArrayList<java.lang.Integer> cards(java.lang.String text) {
        ArrayList<java.lang.Integer> cards = new ArrayList<>();
        for (java.lang.String token : text.trim().split("\\s+")) {
            if (token.isEmpty()) {
                continue;
            }
            try {
                cards.add(java.lang.Integer.valueOf(token));
            } catch (java.lang.NumberFormatException e) {
                return null;
            }
        }
        return cards;
    }

    /**
     * The line of the protocol that answers one deck, or two hands; {@code
     * findWinner} holds the one-argument method and the two-argument one,
     * either of them null when the submission lacks it.
     */
    static java.lang.String answer(Method[] findWinner, java.lang.String line) {
        int bar = line.indexOf('|');
        java.lang.Object[] arguments;
        Method method;
        if (bar < 0) {
            arguments = new java.lang.Object[] {cards(line)};
            method = findWinner[0];
        } else {
            arguments = new java.lang.Object[] {cards(line.substring(0, bar)), cards(line.substring(bar + 1))};
            method = findWinner[1];
        }
        for (java.lang.Object cards : arguments) {
            if (cards == null) {
                return "error: not a deck: " + line;
            }
        }
        if (method == null) {
            return bar < 0
                    ? "error: no static findWinner(List<Integer> deck) for a deck"
                    : "error: no static findWinner(List<Integer> a, List<Integer> b) for two hands";
        }
        try {
            return java.lang.String.valueOf(method.invoke(null, arguments));
        } catch (InvocationTargetException e) {
            e.getCause().printStackTrace();
            return "error: " + java.lang.String.valueOf(e.getCause()).replace('\n', ' ');
        } catch (java.lang.IllegalAccessException e) {
            e.printStackTrace();
            return "error: " + e;
        }
    }

    /**
     * The static findWinner methods of the submission's War class: the one
     * taking a deck and the one taking two hands, either null when missing
     * (but not both).
     */
    static Method[] find(java.lang.String className) throws java.lang.ReflectiveOperationException {
        java.lang.String[] names = className != null ? new java.lang.String[] {className} : new java.lang.String[] {"simulation.War", "War"};
        for (java.lang.String name : names) {
            java.lang.Class<?> type;
            try {
                type = java.lang.Class.forName(name);
            } catch (java.lang.ClassNotFoundException e) {
                continue;
            }
            Method[] found = {findWinner(type, 1), findWinner(type, 2)};
            if (found[0] == null && found[1] == null) {
                throw new java.lang.NoSuchMethodException(name
                        + " has no static method findWinner(List<Integer>) or findWinner(ArrayList<Integer>) returning int");
            }
            return found;
        }
        throw new java.lang.ClassNotFoundException("no class " + java.lang.String.join(" or ", names)
                + " on the class path: compile the submission's War.java, and put its classes on the class path");
    }

    /**
     * The classes compiled under root (a class path folder) that have a
     * static findWinner, loaded without being initialised.
     */
    static java.util.List<java.lang.String> classesWithFindWinner(File root) {
        java.util.List<java.lang.String> found = new ArrayList<>();
        java.util.ArrayDeque<File> folders = new java.util.ArrayDeque<>();
        folders.add(root);
        java.util.List<java.lang.String> names = new ArrayList<>();
        while (!folders.isEmpty()) {
            File[] files = folders.pop().listFiles();
            if (files == null) {
                continue;
            }
            for (File file : files) {
                if (file.isDirectory()) {
                    folders.add(file);
                } else if (file.getName().endsWith(".class")) {
                    java.lang.String path = root.toPath().relativize(file.toPath()).toString();
                    names.add(path.substring(0, path.length() - ".class".length())
                            .replace(File.separatorChar, '.'));
                }
            }
        }
        java.util.Collections.sort(names);
        java.lang.ClassLoader loader = WarAdapter.class.getClassLoader();
        for (java.lang.String name : names) {
            if (name.startsWith("warkata.adapter.")) {
                continue;
            }
            try {
                java.lang.Class<?> type = java.lang.Class.forName(name, false, loader);
                if (findWinner(type, 1) != null || findWinner(type, 2) != null) {
                    found.add(name);
                }
            } catch (java.lang.ReflectiveOperationException | java.lang.LinkageError e) {
                // A class that cannot be loaded has no findWinner to grade.
            }
        }
        return found;
    }

    /** The static int findWinner of type taking `lists` lists of Integer, or null. */
    static Method findWinner(java.lang.Class<?> type, int lists) {
        for (Method method : type.getDeclaredMethods()) {
            java.lang.Class<?>[] parameters = method.getParameterTypes();
            boolean returnsInt = method.getReturnType() == int.class || method.getReturnType() == java.lang.Integer.class;
            boolean takesLists = parameters.length == lists;
            for (java.lang.Class<?> parameter : parameters) {
                takesLists &= parameter.isAssignableFrom(ArrayList.class);
            }
            if (method.getName().equals("findWinner")
                    && Modifier.isStatic(method.getModifiers())
                    && takesLists
                    && returnsInt) {
                method.setAccessible(true);
                return method;
            }
        }
        return null;
    }
}
