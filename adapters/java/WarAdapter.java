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
 *   war grade --cmd "java -cp build WarAdapter"
 * </pre>
 *
 * <p>It finds {@code findWinner} by reflection: a static method of the class
 * {@code simulation.War} (the UMass original) or {@code War} (the default
 * package, as in the Dutch adaptation), taking one {@code List<Integer>} or
 * {@code ArrayList<Integer>} and returning {@code int}. A class name given as
 * the first argument is looked in instead. {@code java WarAdapter --find DIR}
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
 */
public class WarAdapter {
    public static void main(String[] args) throws Exception {
        PrintStream answers =
                new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        // The decks are the adapter's: the submission's code, loaded below,
        // gets an empty System.in, so that a Scanner on it reads no deck.
        InputStream decks = new FileInputStream(FileDescriptor.in);
        System.setIn(new ByteArrayInputStream(new byte[0]));
        if (args.length == 2 && args[0].equals("--find")) {
            for (String name : classesWithFindWinner(new File(args[1]))) {
                answers.println(name);
            }
            answers.flush();
            return;
        }
        Method[] findWinner;
        try {
            findWinner = find(args.length > 0 ? args[0] : null);
        } catch (ReflectiveOperationException | LinkageError e) {
            // A static initialiser that throws shows as its cause.
            System.err.println("WarAdapter: " + e + (e.getCause() == null ? "" : ", caused by " + e.getCause()));
            if (e.getCause() != null) {
                e.getCause().printStackTrace();
            }
            System.exit(2);
            return;
        }
        BufferedReader input =
                new BufferedReader(new InputStreamReader(decks, StandardCharsets.UTF_8));
        String line;
        while ((line = input.readLine()) != null) {
            answers.println(answer(findWinner, line));
            answers.flush();
        }
    }

    /** The cards of a deck or a hand, or null when a token is not an int. */
    static ArrayList<Integer> cards(String text) {
        ArrayList<Integer> cards = new ArrayList<>();
        for (String token : text.trim().split("\\s+")) {
            if (token.isEmpty()) {
                continue;
            }
            try {
                cards.add(Integer.valueOf(token));
            } catch (NumberFormatException e) {
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
    static String answer(Method[] findWinner, String line) {
        int bar = line.indexOf('|');
        Object[] arguments;
        Method method;
        if (bar < 0) {
            arguments = new Object[] {cards(line)};
            method = findWinner[0];
        } else {
            arguments = new Object[] {cards(line.substring(0, bar)), cards(line.substring(bar + 1))};
            method = findWinner[1];
        }
        for (Object cards : arguments) {
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
            return String.valueOf(method.invoke(null, arguments));
        } catch (InvocationTargetException e) {
            e.getCause().printStackTrace();
            return "error: " + String.valueOf(e.getCause()).replace('\n', ' ');
        } catch (IllegalAccessException e) {
            e.printStackTrace();
            return "error: " + e;
        }
    }

    /**
     * The static findWinner methods of the submission's War class: the one
     * taking a deck and the one taking two hands, either null when missing
     * (but not both).
     */
    static Method[] find(String className) throws ReflectiveOperationException {
        String[] names = className != null ? new String[] {className} : new String[] {"simulation.War", "War"};
        for (String name : names) {
            Class<?> type;
            try {
                type = Class.forName(name);
            } catch (ClassNotFoundException e) {
                continue;
            }
            Method[] found = {findWinner(type, 1), findWinner(type, 2)};
            if (found[0] == null && found[1] == null) {
                throw new NoSuchMethodException(name
                        + " has no static method findWinner(List<Integer>) or findWinner(ArrayList<Integer>) returning int");
            }
            return found;
        }
        throw new ClassNotFoundException("no class " + String.join(" or ", names)
                + " on the class path: compile the submission's War.java together with WarAdapter.java");
    }

    /**
     * The classes compiled under root (a class path folder) that have a
     * static findWinner, loaded without being initialised.
     */
    static java.util.List<String> classesWithFindWinner(File root) {
        java.util.List<String> found = new ArrayList<>();
        java.util.ArrayDeque<File> folders = new java.util.ArrayDeque<>();
        folders.add(root);
        java.util.List<String> names = new ArrayList<>();
        while (!folders.isEmpty()) {
            File[] files = folders.pop().listFiles();
            if (files == null) {
                continue;
            }
            for (File file : files) {
                if (file.isDirectory()) {
                    folders.add(file);
                } else if (file.getName().endsWith(".class")) {
                    String path = root.toPath().relativize(file.toPath()).toString();
                    names.add(path.substring(0, path.length() - ".class".length())
                            .replace(File.separatorChar, '.'));
                }
            }
        }
        java.util.Collections.sort(names);
        ClassLoader loader = WarAdapter.class.getClassLoader();
        for (String name : names) {
            if (name.equals("WarAdapter")) {
                continue;
            }
            try {
                Class<?> type = Class.forName(name, false, loader);
                if (findWinner(type, 1) != null || findWinner(type, 2) != null) {
                    found.add(name);
                }
            } catch (ReflectiveOperationException | LinkageError e) {
                // A class that cannot be loaded has no findWinner to grade.
            }
        }
        return found;
    }

    /** The static int findWinner of type taking `lists` lists of Integer, or null. */
    static Method findWinner(Class<?> type, int lists) {
        for (Method method : type.getDeclaredMethods()) {
            Class<?>[] parameters = method.getParameterTypes();
            boolean returnsInt = method.getReturnType() == int.class || method.getReturnType() == Integer.class;
            boolean takesLists = parameters.length == lists;
            for (Class<?> parameter : parameters) {
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
